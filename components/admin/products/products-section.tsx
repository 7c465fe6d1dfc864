'use client';

import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { deleteProduct } from '@/lib/api/admin-products';
import type { AdminProduct } from '@/lib/shop/products/input';
import { AddButton } from '@/components/admin/ui/add-button';
import { AdminPageHeader } from '@/components/admin/ui/admin-page-header';
import { EmptyState } from '@/components/admin/ui/empty-state';
import { lazyFormModal } from '@/components/admin/ui/lazy-form-modal';
import { DEFAULT_LOCALE } from '@/components/admin/ui/localized-values';
import { Spinner } from '@/components/admin/ui/spinner';
import { failureText, useConfirmedDelete } from '@/components/admin/ui/use-confirmed-delete';
import { useSectionEditing } from '@/components/admin/ui/use-section-editing';
import { RecordList } from '@/components/admin/ui/record-list';
import { AdminProductRow } from './admin-product-row';
import { subcategorySuggestions } from './product-display';
import { useAdminProducts } from './use-admin-products';

const loadModal = () => import('./product-form-modal').then((module) => module.ProductFormModal);
const ProductFormModal = lazyFormModal(loadModal, 'AdminProducts');

/** The Products section: every product as a row, with Add, and Edit, View and Delete in each row's menu. */
export function ProductsManagement() {
  const t = useTranslations('AdminProducts');
  const { data, error, isLoading, mutate } = useAdminProducts();
  const { editing, record, openNew, edit, close, saved, preload } = useSectionEditing(data, loadModal, mutate);
  const products = data ?? [];
  const handleDelete = useConfirmedDelete<AdminProduct>({
    noun: 'product',
    confirmTitle: (product) => t('confirmDelete', { title: product.title[DEFAULT_LOCALE] ?? '' }),
    remove: (product) => deleteProduct(product.id),
    onDeleted: () => {
      toast.success(t('deleted'));
      return mutate();
    },
    // A bought product is refused with the reason (deactivate it instead): shown as the server says it.
    onFailed: (failure) => toast.error(failureText(failure, t('deleteFailed')), { duration: 10_000 }),
    reload: () => mutate(),
  });

  return (
    <section aria-labelledby="products-heading">
      <AdminPageHeader
        headingId="products-heading"
        title={t('heading')}
        lead={t('lead')}
        actions={<AddButton label={t('add')} onClick={openNew} onPreload={preload} />}
      />
      {isLoading && data === undefined ? (
        <Spinner label={t('loading')} />
      ) : error ? (
        <p role="alert" className="rounded-2xl bg-blush/60 px-5 py-4 text-sm text-plum">
          {t('loadFailed')}
        </p>
      ) : products.length === 0 ? (
        // The header's button again, so the section names its one action one way (docs/admin.md#vocabulary).
        <EmptyState heading="h2" title={t('emptyTitle')} lead={t('emptyLead')} actionLabel={t('add')} onAction={openNew} />
      ) : (
        <RecordList columns={{ title: t('columns.title'), extra: t('columns.sales'), figure: t('columns.price') }}>
          {products.map((product) => (
            <AdminProductRow key={product.id} product={product} onEdit={edit} onDelete={handleDelete} />
          ))}
        </RecordList>
      )}
      {editing && <ProductFormModal product={record} subcategories={subcategorySuggestions(products)} onClose={close} onSaved={saved} />}
    </section>
  );
}

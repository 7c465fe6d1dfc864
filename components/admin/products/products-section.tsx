'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from 'sonner';
import { ApiError } from '@/lib/api/admin';
import { deleteProduct } from '@/lib/api/admin-products';
import type { AdminProduct } from '@/lib/shop/products/input';
import { useSessionRecheck } from '@/components/admin/shell/use-admin-session';
import { AdminPageHeader } from '@/components/admin/ui/admin-page-header';
import { primaryButtonClass } from '@/components/admin/ui/field-styles';
import { EmptyState } from '@/components/admin/ui/empty-state';
import { DEFAULT_LOCALE } from '@/components/admin/ui/localized-values';
import { ModalLoading } from '@/components/admin/ui/modal-loading';
import { Spinner } from '@/components/admin/ui/spinner';
import { useEditFromAddress } from '@/components/admin/ui/use-edit-from-address';
import { AdminProductCard } from './admin-product-card';
import { subcategorySuggestions } from './product-display';
import { useAdminProducts } from './use-admin-products';
import { useConfirm } from '@/components/admin/ui/confirm-dialog';

const loadModal = () => import('./product-form-modal').then((module) => module.ProductFormModal);

// The form and its drop zones are fetched when the form is first opened.
const ProductFormModal = dynamic(loadModal, { ssr: false, loading: () => <ModalLoadingText /> });

function ModalLoadingText() {
  const t = useTranslations('AdminProducts');
  return <ModalLoading label={t('modalLoading')} />;
}

/** `null`: closed; `'new'`: creating; a product: editing it. */
type Editing = AdminProduct | 'new' | null;

/** The Products section: every product with Add, Edit and Delete. */
export function ProductsManagement() {
  const t = useTranslations('AdminProducts');
  const { data, error, isLoading, mutate } = useAdminProducts();
  const [editing, setEditing] = useState<Editing>(null);
  const recheckSession = useSessionRecheck();
  const confirm = useConfirm();
  const products = data ?? [];
  useEditFromAddress(data, setEditing);

  async function handleDelete(product: AdminProduct) {
    if (!(await confirm({ title: t('confirmDelete', { title: product.title[DEFAULT_LOCALE] ?? '' }) }))) return;
    try {
      await deleteProduct(product.id);
      toast.success(t('deleted'));
    } catch (failure) {
      console.error('Failed to delete product', failure);
      // A bought product is refused with the reason (deactivate it instead): shown as the server says it.
      toast.error(failure instanceof ApiError && failure.detail ? failure.detail : t('deleteFailed'), { duration: 10_000 });
      recheckSession(failure);
    }
    await mutate();
  }

  const openNew = () => setEditing('new');
  const preload = () => void loadModal();

  return (
    <section aria-labelledby="products-heading">
      <AdminPageHeader
        headingId="products-heading"
        title={t('heading')}
        lead={t('lead')}
        actions={
          <button type="button" onClick={openNew} onPointerEnter={preload} onFocus={preload} className={primaryButtonClass}>
            <span aria-hidden="true" className="text-lg leading-none">
              +
            </span>
            {t('add')}
          </button>
        }
      />
      {isLoading ? (
        <Spinner label={t('loading')} />
      ) : error ? (
        <p role="alert" className="rounded-2xl bg-blush/60 px-5 py-4 text-sm text-plum">
          {t('loadFailed')}
        </p>
      ) : products.length === 0 ? (
        <EmptyState heading="h2" title={t('emptyTitle')} lead={t('emptyLead')} actionLabel={t('emptyAction')} onAction={openNew} />
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {products.map((product) => (
            <li key={product.id} className="flex">
              <AdminProductCard product={product} onEdit={setEditing} onDelete={handleDelete} />
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <ProductFormModal
          product={editing === 'new' ? null : editing}
          subcategories={subcategorySuggestions(products)}
          onClose={() => setEditing(null)}
          onSaved={async () => {
            setEditing(null);
            await mutate();
          }}
        />
      )}
    </section>
  );
}

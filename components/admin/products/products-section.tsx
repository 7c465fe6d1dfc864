'use client';

import { useTranslations } from 'next-intl';
import { deleteProduct, listAdminProducts } from '@/lib/api/admin-products';
import { PRODUCTS_KEY } from '@/lib/api/admin-keys';
import { DEFAULT_PRODUCT_IMAGE } from '@/lib/content/product-image';
import { productDescription } from '@/lib/shop/products/fields';
import type { AdminProduct } from '@/lib/shop/products/input';
import { OTHER_CURRENCIES } from '@/lib/shop/products/prices';
import { CollectionSection, type Collection } from '@/components/admin/collection/collection-section';
import { useRecordText } from '@/components/admin/collection/field-cell';
import { useAdminData } from '@/components/admin/shell/use-admin-data';
import { lazyFormModal } from '@/components/admin/ui/lazy-form-modal';
import { useAdminLocale } from '@/components/admin/ui/use-admin-locale';
import { formatSize, shopPrice } from './product-display';

const loadForm = () => import('./product-form').then((module) => module.ProductFormModal);
const Form = lazyFormModal(loadForm, 'AdminProducts');

/** The Products section: every product as a row, with New, and Edit, View and Delete in each row's menu. */
export function ProductsManagement() {
  const t = useTranslations('AdminProducts');
  const locale = useAdminLocale();
  const recordText = useRecordText();
  // Named as its row shows it: in the admin's language where it has a title in it.
  const titleOf = (product: AdminProduct) => recordText(product.title)?.text ?? '';
  const collection: Collection<AdminProduct> = {
    kind: 'products',
    namespace: 'AdminProducts',
    formNamespace: 'ProductForm',
    description: productDescription,
    titleOf,
    // An inactive product has left the shop: there is no page to view.
    viewOf: (product) =>
      product.active
        ? { text: t('view'), label: t('viewLabel', { title: titleOf(product) }), href: `/digital-products/${product.id}` }
        : undefined,
    cells: {
      image_url: (product) => product.image_url ?? DEFAULT_PRODUCT_IMAGE,
      file_id: ({ file }) => (file ? `${file.file_name} (${formatSize(file.size_bytes)})` : t('textDeliverable')),
      sales: (product) => <span className="tabular-nums lining-nums">{t('sales', { count: product.order_count })}</span>,
      price: (product) => (
        <span className="flex flex-col items-end">
          <span className="font-semibold">{shopPrice(product.price_cents, product.currency, locale)}</span>
          {OTHER_CURRENCIES.map(
            (currency) =>
              product.prices[currency] && (
                <span key={currency} className="text-xs text-muted">
                  {shopPrice(product.prices[currency], currency, locale)}
                </span>
              ),
          )}
        </span>
      ),
    },
    remove: (product) => deleteProduct(product.id),
    Form,
    loadForm,
    testId: 'admin-product',
  };
  return <CollectionSection collection={collection} records={useAdminData(PRODUCTS_KEY, listAdminProducts, 'products')} />;
}

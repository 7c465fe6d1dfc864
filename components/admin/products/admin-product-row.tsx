'use client';

import { useTranslations } from 'next-intl';
import { OTHER_CURRENCIES } from '@/lib/shop/products/prices';
import { DEFAULT_PRODUCT_IMAGE } from '@/lib/content/product-image';
import type { AdminProduct } from '@/lib/shop/products/input';
import { DEFAULT_LOCALE } from '@/components/admin/ui/localized-values';
import { RecordRow, RecordTag } from '@/components/admin/ui/record-list';
import { RowMenu, type RowMenuItem } from '@/components/admin/ui/row-menu';
import { useAdminLocale } from '@/components/admin/ui/use-admin-locale';
import { formatSize, shopPrice } from './product-display';

interface AdminProductRowProps {
  product: AdminProduct;
  onEdit: (product: AdminProduct) => void;
  onDelete: (product: AdminProduct) => void;
}

/** One product in the list: picture, title, place in the shop and file, sales, price; Edit, View and Delete in its menu. */
export function AdminProductRow({ product, onEdit, onDelete }: AdminProductRowProps) {
  const t = useTranslations('AdminProducts');
  const form = useTranslations('ProductForm');
  const locale = useAdminLocale();
  // The title in the default language, which every product has (marked as such below).
  const title = product.title[DEFAULT_LOCALE] ?? '';
  // The category is stored by its English name: shown by the form's name for it in the admin's language.
  const categoryKey = `options.category.${product.category}`;
  const category = form.has(categoryKey) ? form(categoryKey) : product.category;
  // The subcategory in the admin's language, else the default language's (marked as such below).
  const ownSubcategory = product.subcategory?.[locale];
  const subcategory = ownSubcategory || product.subcategory?.[DEFAULT_LOCALE];
  const file = product.file ? `${product.file.file_name} (${formatSize(product.file.size_bytes)})` : t('textDeliverable');
  const items: RowMenuItem[] = [
    { text: t('edit'), label: t('editLabel', { title }), onSelect: () => onEdit(product) },
    // An inactive product has left the shop: there is no page to view.
    ...(product.active ? [{ text: t('view'), label: t('viewLabel', { title }), href: `/digital-products/${product.id}` }] : []),
    { text: t('deleteText'), label: t('delete', { title }), danger: true, onSelect: () => onDelete(product) },
  ];
  return (
    <RecordRow
      testId="admin-product"
      dimmed={!product.active}
      image={product.image_url ?? DEFAULT_PRODUCT_IMAGE}
      title={title}
      titleLang={DEFAULT_LOCALE}
      tags={!product.active && <RecordTag look="inactive">{t('inactive')}</RecordTag>}
      details={
        <>
          {category} · {subcategory ? <span lang={ownSubcategory ? undefined : DEFAULT_LOCALE}>{subcategory}</span> : t('noSubcategory')}
          <span className="hidden md:inline">
            {' · '}
            <span className="sr-only">{t('delivery')} </span>
            {file}
          </span>
        </>
      }
      extra={<span className="tabular-nums lining-nums">{t('sales', { count: product.order_count })}</span>}
      figure={
        <span className="flex flex-col items-end">
          <span className="font-semibold">{shopPrice(product.price_cents, product.currency, locale)}</span>
          {OTHER_CURRENCIES.map((currency) =>
            product.prices[currency] ? (
              <span key={currency} className="text-xs text-muted">
                {shopPrice(product.prices[currency], currency, locale)}
              </span>
            ) : null,
          )}
        </span>
      }
      menu={<RowMenu label={t('actionsLabel', { title })} items={items} />}
    />
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { DEFAULT_PRODUCT_IMAGE } from '@/lib/content/product-image';
import type { AdminProduct } from '@/lib/shop/products/input';
import { formatSize, shopPrice } from './product-display';
import { DeleteButton } from '@/components/admin/ui/delete-button';
import { DEFAULT_LOCALE } from '@/components/admin/ui/localized-values';

interface AdminProductCardProps {
  product: AdminProduct;
  onEdit: (product: AdminProduct) => void;
  onDelete: (product: AdminProduct) => void;
}

const actionClass =
  'inline-flex items-center justify-center gap-1.5 rounded-full border border-plum/15 px-4 py-2 text-sm font-semibold text-plum transition-colors hover:border-rose-deep hover:text-rose-deep';

/** One product in the list: picture, title, price, place in the shop, what is delivered, sales. */
export function AdminProductCard({ product, onEdit, onDelete }: AdminProductCardProps) {
  const t = useTranslations('AdminProducts');
  // The admin is in the default language: the list shows its texts.
  const title = product.title[DEFAULT_LOCALE] ?? '';
  return (
    <article
      data-testid="admin-product"
      className="flex w-full flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-plum/5 data-[inactive=true]:opacity-80"
      data-inactive={!product.active}
    >
      <div className="relative aspect-[4/3] bg-blush">
        {/* Our own uploads and the shop's pictures, shown as they are; the optimizer adds nothing here. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img src={product.image_url ?? DEFAULT_PRODUCT_IMAGE} alt="" loading="lazy" className="size-full object-cover" />
        {!product.active && (
          <span className="absolute left-3 top-3 rounded-full bg-ink/85 px-3 py-1 text-xs font-semibold uppercase tracking-wider text-white">
            {t('inactive')}
          </span>
        )}
        <span className="absolute bottom-3 right-3 rounded-full bg-white/95 px-3 py-1 text-sm font-semibold tabular-nums text-plum shadow-sm">
          {shopPrice(product.price_cents, product.currency)}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="text-xs font-semibold uppercase tracking-widest text-rose-deep">
          {product.category}
          <span className="text-muted"> · {product.subcategory?.[DEFAULT_LOCALE] || t('noSubcategory')}</span>
        </p>
        <h3 className="text-xl leading-snug">{title}</h3>
        <dl className="mt-auto grid gap-1 pt-3 text-sm text-ink">
          <div className="flex items-center gap-2">
            <dt className="sr-only">{t('delivery')}</dt>
            <dd className="flex min-w-0 items-center gap-2">
              <FileIcon />
              <span className="truncate">{product.file ? product.file.file_name : t('textDeliverable')}</span>
              {product.file && <span className="shrink-0 text-muted">{formatSize(product.file.size_bytes)}</span>}
            </dd>
          </div>
          <div>
            <dt className="sr-only">{t('salesLabel')}</dt>
            <dd className="text-muted">{t('sales', { count: product.order_count })}</dd>
          </div>
        </dl>
      </div>
      <div className="flex items-center gap-2 border-t border-plum/5 px-5 py-4">
        {product.active && (
          <a
            href={`/digital-products/${product.id}`}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('viewLabel', { title })}
            className={actionClass}
          >
            {t('view')}
          </a>
        )}
        <button type="button" onClick={() => onEdit(product)} aria-label={t('editLabel', { title })} className={actionClass}>
          {t('edit')}
        </button>
        <DeleteButton label={t('delete', { title })} onClick={() => onDelete(product)} className="ml-auto" />
      </div>
    </article>
  );
}

function FileIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-4 shrink-0 fill-none stroke-current text-rose-deep"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M14 3H7a2 2 0 00-2 2v14a2 2 0 002 2h10a2 2 0 002-2V8zM14 3v5h5M9 13h6M9 17h4" />
    </svg>
  );
}

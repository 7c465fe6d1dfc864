'use client';

import { useTranslations } from 'next-intl';
import type { OrderFilterValues } from '@/lib/api/admin-orders';
import type { ProductOption } from '@/lib/shop/orders/admin-product-options';
import { inputClass, labelClass, secondaryButtonClass } from '@/components/admin/ui/field-styles';

interface OrderFiltersProps {
  values: OrderFilterValues;
  products: ProductOption[];
  onChange: (values: OrderFilterValues) => void;
  /** Shown under the dates when they make no range (the list keeps its last answer). */
  rangeError: string | null;
}

const fieldClass = `${inputClass} h-12 py-2.5`;

/** Product and a range of days (UTC, both included), applied as they change. */
export function OrderFilters({ values, products, onChange, rangeError }: OrderFiltersProps) {
  const t = useTranslations('AdminOrders');
  const set = (name: keyof OrderFilterValues) => (event: { target: { value: string } }) =>
    onChange({ ...values, [name]: event.target.value });
  const filtered = Boolean(values.product || values.from || values.to);
  return (
    <div role="search" aria-label={t('filters.label')} className="rounded-3xl bg-white/70 p-4 ring-1 ring-plum/10 sm:p-5">
      <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end sm:gap-4">
        <div className="min-w-0">
          <label htmlFor="orders-product" className={labelClass}>
            {t('filters.product')}
          </label>
          <select id="orders-product" value={values.product} onChange={set('product')} className={fieldClass}>
            <option value="">{t('filters.allProducts')}</option>
            {products.map((product) => (
              <option key={product.id} value={product.id}>
                {product.title}
              </option>
            ))}
          </select>
        </div>
        <div className="grid grid-cols-2 gap-3 sm:contents">
          <div className="min-w-0">
            <label htmlFor="orders-from" className={labelClass}>
              {t('filters.from')}
            </label>
            <input
              id="orders-from"
              type="date"
              value={values.from}
              max={values.to || undefined}
              onChange={set('from')}
              aria-invalid={rangeError ? true : undefined}
              aria-describedby={rangeError ? 'orders-range-error' : undefined}
              className={fieldClass}
            />
          </div>
          <div className="min-w-0">
            <label htmlFor="orders-to" className={labelClass}>
              {t('filters.to')}
            </label>
            <input
              id="orders-to"
              type="date"
              value={values.to}
              min={values.from || undefined}
              onChange={set('to')}
              aria-invalid={rangeError ? true : undefined}
              aria-describedby={rangeError ? 'orders-range-error' : undefined}
              className={fieldClass}
            />
          </div>
        </div>
        <button
          type="button"
          onClick={() => onChange({ product: '', from: '', to: '' })}
          disabled={!filtered}
          className={`${secondaryButtonClass} py-3`}
        >
          {t('filters.clear')}
        </button>
      </div>
      <p className="mt-2 text-xs text-muted">{t('filters.utcNote')}</p>
      {rangeError && (
        <p id="orders-range-error" role="alert" className="mt-2 text-sm font-semibold text-rose-deep">
          {rangeError}
        </p>
      )}
    </div>
  );
}

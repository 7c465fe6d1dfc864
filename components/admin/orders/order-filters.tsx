'use client';

import { useTranslations } from 'next-intl';
import type { OrderFilterValues } from '@/lib/api/admin-orders';
import type { ProductOption } from '@/lib/shop/orders/admin-product-options';
import { inputClass, labelClass, secondaryButtonClass } from '@/components/admin/ui/field-styles';
import { DayField } from '@/components/admin/lists/day-field';

interface OrderFiltersProps {
  values: OrderFilterValues;
  products: ProductOption[];
  onChange: (values: OrderFilterValues) => void;
  /** Shown under the dates when they make no range (the list keeps its last answer). */
  rangeError: string | null;
}

const fieldClass = `${inputClass} h-12 py-2.5`;

/** Product and a range of days (UTC, both included), applied as they change (a day once it is whole). */
export function OrderFilters({ values, products, onChange, rangeError }: OrderFiltersProps) {
  const t = useTranslations('AdminOrders');
  const set = (name: keyof OrderFilterValues) => (value: string) => onChange({ ...values, [name]: value });
  const errorId = rangeError ? 'orders-range-error' : undefined;
  const filtered = Boolean(values.product || values.from || values.to);
  return (
    <div role="search" aria-label={t('filters.label')} className="rounded-3xl bg-white/70 p-4 ring-1 ring-plum/10 sm:p-5">
      <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start sm:gap-4">
        <div className="min-w-0">
          <label htmlFor="orders-product" className={labelClass}>
            {t('filters.product')}
          </label>
          <select
            id="orders-product"
            value={values.product}
            onChange={(event) => set('product')(event.target.value)}
            className={fieldClass}
          >
            <option value="">{t('filters.allProducts')}</option>
            {products.map((product) => (
              <option key={product.id} value={product.id}>
                {product.title}
              </option>
            ))}
          </select>
        </div>
        <div className="grid grid-cols-2 gap-3 sm:contents">
          {(['from', 'to'] as const).map((end) => (
            <DayField
              key={end}
              id={`orders-${end}`}
              label={t(`filters.${end}`)}
              pattern={t('filters.dayPattern')}
              value={values[end]}
              onChange={set(end)}
              errorId={errorId}
            />
          ))}
        </div>
        <button
          type="button"
          onClick={() => onChange({ product: '', from: '', to: '' })}
          disabled={!filtered}
          className={`${secondaryButtonClass} py-3 sm:mt-7`}
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

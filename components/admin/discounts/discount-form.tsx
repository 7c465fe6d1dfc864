'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { useSessionRecheck } from '@/components/admin/shell/use-admin-session';
import { AdminField } from '@/components/admin/ui/admin-field';
import { errorsOfDetail, type FieldErrors } from '@/components/admin/ui/detail-errors';
import { labelClass, primaryButtonClass, secondaryButtonClass } from '@/components/admin/ui/field-styles';
import { FormSection } from '@/components/admin/ui/form-section';
import { MoneyInput } from '@/components/admin/ui/money-input';
import { useAdminProducts } from '@/components/admin/products/use-admin-products';
import { DEFAULT_LOCALE, localize } from '@/i18n/localized';
import { ApiError } from '@/lib/api/admin';
import { createDiscountCode } from '@/lib/api/admin-discounts';
import type { AdminDiscountCode } from '@/lib/shop/discounts/types';
import { checkDiscount, EMPTY_DISCOUNT, toInput, type DiscountFormValues } from './discount-values';

/** A new code: what it gives (a percent, or an amount per currency), for which products, when and how often. */
export function DiscountForm({ onCreated, onCancel }: { onCreated: (code: AdminDiscountCode) => void; onCancel: () => void }) {
  const t = useTranslations('AdminDiscounts.form');
  const recheckSession = useSessionRecheck();
  const products = useAdminProducts();
  const [values, setValues] = useState<DiscountFormValues>(EMPTY_DISCOUNT);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const change = (next: Partial<DiscountFormValues>) => setValues((was) => ({ ...was, ...next }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems = Object.fromEntries(Object.entries(checkDiscount(values)).map(([field, kind]) => [field, t(`errors.${kind}`)]));
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setSaving(true);
    try {
      const created = await createDiscountCode(toInput(values));
      toast.success(t('created', { code: created.code }));
      onCreated(created);
    } catch (failure) {
      console.error('Creating a discount code failed', failure);
      if (failure instanceof ApiError && failure.status === 400 && failure.detail) setErrors(errorsOfDetail(failure.detail));
      if (failure instanceof ApiError && failure.status === 409 && failure.detail) setErrors({ code: failure.detail });
      toast.error(failure instanceof ApiError && failure.detail ? failure.detail : t('createFailed'), { duration: 10_000 });
      recheckSession(failure);
    } finally {
      setSaving(false);
    }
  }

  const problems = Object.values(errors);
  const toggleProduct = (id: string, on: boolean) =>
    change({ productIds: on ? [...values.productIds, id] : values.productIds.filter((other) => other !== id) });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mb-8 space-y-6" aria-label={t('heading')}>
      {problems.length > 0 && (
        <div role="alert" className="rounded-2xl bg-blush/60 px-5 py-4 text-sm text-plum">
          <p className="font-semibold">{t('problems', { count: problems.length })}</p>
        </div>
      )}
      <FormSection id="discount-form-heading" heading="h2" title={t('heading')} lead={t('lead')}>
        <AdminField id="discount-code" label={t('code')} help={t('codeHelp')} error={errors.code}>
          {(control) => (
            <input
              {...control}
              maxLength={40}
              autoComplete="off"
              spellCheck={false}
              value={values.code}
              onChange={(event) => change({ code: event.target.value })}
              className={`${control.className} font-mono sm:max-w-xs`}
            />
          )}
        </AdminField>
        <fieldset>
          <legend className={labelClass}>{t('kind')}</legend>
          <div className="flex flex-wrap gap-4">
            {(['percent', 'amount'] as const).map((kind) => (
              <label key={kind} className="inline-flex min-h-6 items-center gap-2 text-sm text-ink">
                <input
                  type="radio"
                  name="discount-kind"
                  value={kind}
                  checked={values.kind === kind}
                  onChange={() => change({ kind })}
                  className="size-5 accent-rose-deep"
                />
                {t(kind)}
              </label>
            ))}
          </div>
        </fieldset>
        {values.kind === 'percent' ? (
          <AdminField id="discount-percent" label={t('percentOff')} help={t('percentOffHelp')} error={errors.percent_off}>
            {(control) => (
              <input
                {...control}
                type="number"
                inputMode="numeric"
                min={1}
                max={100}
                step={1}
                value={values.percent}
                onChange={(event) => change({ percent: event.target.value })}
                className={`${control.className} sm:max-w-[10rem]`}
              />
            )}
          </AdminField>
        ) : (
          <div className="grid gap-5 sm:grid-cols-2">
            {Object.keys(values.amounts).map((currency) => (
              <MoneyInput
                key={currency}
                id={`discount-amount-${currency}`}
                label={t('amountOff', { currency: currency.toUpperCase() })}
                currency={currency.toUpperCase()}
                help={t('amountOffHelp')}
                error={errors[`amounts_off.${currency}`] ?? (currency === Object.keys(values.amounts)[0] ? errors.amounts_off : undefined)}
                type="text"
                value={values.amounts[currency] ?? ''}
                onChange={(text) => change({ amounts: { ...values.amounts, [currency]: text } })}
              />
            ))}
          </div>
        )}
        <p className="text-xs text-muted">{t('minimumNote')}</p>
      </FormSection>
      <FormSection id="discount-limits-heading" heading="h2" title={t('products')} lead={t('productsHelp')}>
        <fieldset aria-describedby={errors.product_ids ? 'discount-products-error' : undefined}>
          <legend className="sr-only">{t('products')}</legend>
          <ul className="grid gap-2 sm:grid-cols-2">
            {(products.data ?? []).map((product) => (
              <li key={product.id}>
                <label className="flex min-h-6 items-center gap-2 text-sm text-ink">
                  <input
                    type="checkbox"
                    checked={values.productIds.includes(product.id)}
                    onChange={(event) => toggleProduct(product.id, event.target.checked)}
                    className="size-5 shrink-0 accent-rose-deep"
                  />
                  {localize(product.title, DEFAULT_LOCALE)}
                </label>
              </li>
            ))}
          </ul>
          {errors.product_ids && (
            <p id="discount-products-error" className="mt-2 text-sm font-medium text-rose-deep">
              {errors.product_ids}
            </p>
          )}
        </fieldset>
        <div className="grid gap-5 sm:grid-cols-2">
          <AdminField id="discount-starts" label={t('startsAt')} help={t('windowHelp')} error={errors.starts_at}>
            {(control) => (
              <input
                {...control}
                type="datetime-local"
                value={values.startsAt}
                onChange={(event) => change({ startsAt: event.target.value })}
              />
            )}
          </AdminField>
          <AdminField id="discount-ends" label={t('endsAt')} help={t('windowHelp')} error={errors.ends_at}>
            {(control) => (
              <input
                {...control}
                type="datetime-local"
                value={values.endsAt}
                onChange={(event) => change({ endsAt: event.target.value })}
              />
            )}
          </AdminField>
        </div>
        <AdminField id="discount-limit" label={t('usageLimit')} help={t('usageLimitHelp')} error={errors.usage_limit}>
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              value={values.usageLimit}
              onChange={(event) => change({ usageLimit: event.target.value })}
              className={`${control.className} sm:max-w-[10rem]`}
            />
          )}
        </AdminField>
      </FormSection>
      <div className="flex justify-end gap-3">
        <button type="button" onClick={onCancel} className={secondaryButtonClass}>
          {t('cancel')}
        </button>
        <button type="submit" disabled={saving} className={primaryButtonClass}>
          {saving ? t('creating') : t('create')}
        </button>
      </div>
    </form>
  );
}

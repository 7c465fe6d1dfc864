import type { DiscountCodeInput } from '@/lib/api/admin-discounts';
import { CODE_PATTERN } from '@/lib/shop/discounts/reasons';
import { centsOf } from '@/lib/shop/products/price';
import { SHOP_CURRENCIES } from '@/lib/shop/products/prices';

// The create form's values as typed, checked before sending (the server checks the same again).

export interface DiscountFormValues {
  code: string;
  kind: 'percent' | 'amount';
  percent: string;
  /** Per shop currency, the amount as typed ("7.50"); empty: not in that currency. */
  amounts: Record<string, string>;
  productIds: string[];
  /** `datetime-local` values in the admin's own time zone; empty: no limit. */
  startsAt: string;
  endsAt: string;
  usageLimit: string;
}

export const EMPTY_DISCOUNT: DiscountFormValues = {
  code: '',
  kind: 'percent',
  percent: '',
  amounts: Object.fromEntries(SHOP_CURRENCIES.map((currency) => [currency, ''])),
  productIds: [],
  startsAt: '',
  endsAt: '',
  usageLimit: '',
};

const WHOLE = /^\d{1,7}$/;

export type DiscountProblem = 'code' | 'percent' | 'amount' | 'noAmount' | 'window' | 'limit';

/** Each field's problem by the server's field name ('amounts_off.usd'), empty when none. */
export function checkDiscount(values: DiscountFormValues): Record<string, DiscountProblem> {
  const problems: Record<string, DiscountProblem> = {};
  if (!CODE_PATTERN.test(values.code.trim())) problems.code = 'code';
  if (values.kind === 'percent') {
    const percent = Number(values.percent);
    if (!WHOLE.test(values.percent.trim()) || percent < 1 || percent > 100) problems.percent_off = 'percent';
  } else {
    const typed = Object.entries(values.amounts).filter(([, text]) => text.trim() !== '');
    if (typed.length === 0) problems.amounts_off = 'noAmount';
    for (const [currency, text] of typed) if (!centsOf(text)) problems[`amounts_off.${currency}`] = 'amount';
  }
  if (values.startsAt && values.endsAt && new Date(values.endsAt) <= new Date(values.startsAt)) problems.ends_at = 'window';
  if (values.usageLimit.trim() && (!WHOLE.test(values.usageLimit.trim()) || Number(values.usageLimit) < 1)) problems.usage_limit = 'limit';
  return problems;
}

const instant = (local: string) => (local ? new Date(local).toISOString() : null);

export function toInput(values: DiscountFormValues): DiscountCodeInput {
  const percent = values.kind === 'percent';
  return {
    code: values.code.trim(),
    kind: values.kind,
    percent_off: percent ? Number(values.percent) : null,
    amounts_off: percent
      ? {}
      : Object.fromEntries(
          Object.entries(values.amounts)
            .filter(([, text]) => text.trim() !== '')
            .map(([c, text]) => [c, text.trim()]),
        ),
    product_ids: values.productIds,
    starts_at: instant(values.startsAt),
    ends_at: instant(values.endsAt),
    usage_limit: values.usageLimit.trim() ? Number(values.usageLimit) : null,
  };
}

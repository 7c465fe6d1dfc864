import { centsOf } from '@/lib/shop/products/price';
import { SHOP_CURRENCIES } from '@/lib/shop/products/prices';
import { z } from '@/lib/zod';
import { CODE_PATTERN } from './reasons';

// The admin's discount-code bodies (POST and PATCH /api/admin/discount-codes). A code is letters,
// digits, '-' and '_' only: it is typed by buyers, compared without case, and can carry no markup.

export const CODE_MAX_LENGTH = 40;
const MAX_AMOUNT_MAJOR = 100_000;

const CODE_MESSAGE = 'Use 3 to 40 letters, digits, - or _';
const AMOUNT_MESSAGE = 'Enter an amount with at most 2 decimals, such as 5 or 7.50';

export const codeSchema = z.string({ error: CODE_MESSAGE }).trim().regex(CODE_PATTERN, { error: CODE_MESSAGE });

/**
 * A code as a buyer sends it: spaces and tabs around it dropped (only those: other white space is
 * no code), blank for none, else the shape of a code; a well-shaped code is then looked up.
 */
export const typedCodeSchema = z
  .string({ error: 'discount_code must be text' })
  .max(CODE_MAX_LENGTH + 100, { error: CODE_MESSAGE })
  .transform((text) => text.replace(/^[ \t\r\n]+|[ \t\r\n]+$/g, ''))
  .refine((code) => code === '' || CODE_PATTERN.test(code), { error: CODE_MESSAGE })
  .transform((code) => code || null);

/** A decimal string ("7.50") to minor units, as the product price is typed. */
const amountSchema = z.string({ error: AMOUNT_MESSAGE }).transform((text, context) => {
  const minor = centsOf(text);
  if (minor === null || minor <= 0 || minor > MAX_AMOUNT_MAJOR * 100) {
    context.addIssue({ code: 'custom', message: AMOUNT_MESSAGE });
    return z.NEVER;
  }
  return minor;
});

const amountsSchema = z
  .record(z.string(), amountSchema, { error: 'Give the amounts off as an object, one per currency' })
  .superRefine((amounts, context) => {
    for (const currency of Object.keys(amounts)) {
      if (!SHOP_CURRENCIES.includes(currency)) {
        context.addIssue({ code: 'custom', path: [currency], message: `Use the shop's currencies: ${SHOP_CURRENCIES.join(', ')}` });
      }
    }
  });

const instant = z.iso
  .datetime({ offset: true, error: 'Use an ISO date and time, such as 2026-12-01T00:00:00Z' })
  .transform((text) => new Date(text))
  .nullable();

const usageLimit = z
  .number({ error: 'Use a whole number of uses' })
  .int({ error: 'Use a whole number of uses' })
  .positive({ error: 'Allow at least one use' })
  .max(1_000_000, { error: 'Use at most 1000000' })
  .nullable();

const productIds = z.array(z.uuid({ error: 'Use product ids' }), { error: 'Use a list of product ids' }).max(200);

const fields = {
  code: codeSchema,
  kind: z.enum(['percent', 'amount'], { error: 'Use percent or amount' }),
  percent_off: z
    .number({ error: 'Use a whole percent from 1 to 100' })
    .int({ error: 'Use a whole percent from 1 to 100' })
    .min(1, { error: 'Use a whole percent from 1 to 100' })
    .max(100, { error: 'Use a whole percent from 1 to 100' })
    .nullable(),
  amounts_off: amountsSchema,
  product_ids: productIds,
  starts_at: instant,
  ends_at: instant,
  usage_limit: usageLimit,
  paused: z.boolean({ error: 'Use true or false' }),
};

type Fields = { [K in keyof typeof fields]?: z.output<(typeof fields)[K]> };

/** What is wrong with a whole code: a percent code needs its percent, an amount code an amount, a window its order. */
export function shapeProblems(value: Fields): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  if (value.kind === 'percent' && !value.percent_off) problems.push({ field: 'percent_off', message: 'Enter the percent off' });
  if (value.kind === 'amount' && Object.keys(value.amounts_off ?? {}).length === 0) {
    problems.push({ field: 'amounts_off', message: 'Enter an amount off in at least one currency' });
  }
  if (value.starts_at && value.ends_at && value.ends_at <= value.starts_at)
    problems.push({ field: 'ends_at', message: 'End after the start' });
  return problems;
}

const checkShape = (value: Fields, context: z.RefinementCtx) => {
  for (const { field, message } of shapeProblems(value)) context.addIssue({ code: 'custom', path: [field], message });
};

export const discountCreateSchema = z
  .strictObject({
    ...fields,
    percent_off: fields.percent_off.default(null),
    amounts_off: fields.amounts_off.default({}),
    product_ids: fields.product_ids.default([]),
    starts_at: fields.starts_at.default(null),
    ends_at: fields.ends_at.default(null),
    usage_limit: fields.usage_limit.default(null),
    paused: fields.paused.default(false),
  })
  .superRefine(checkShape);

/** Any of the fields; what they give (code, kind, percent, amounts, products) only while the code is unused. */
export const discountPatchSchema = z
  .strictObject(fields)
  .partial()
  .refine((change) => Object.keys(change).length > 0, { error: 'Send at least one field to change' });

export type DiscountCreate = z.output<typeof discountCreateSchema>;
export type DiscountPatch = z.output<typeof discountPatchSchema>;
export const VALUE_FIELDS = ['code', 'kind', 'percent_off', 'amounts_off', 'product_ids'] as const;

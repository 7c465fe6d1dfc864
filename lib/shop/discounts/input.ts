import type { StoredShape } from '@/lib/forms/fields';
import { partialShapeSchema, shapeSchema } from '@/lib/forms/schema';
import { z } from '@/lib/zod';
import { discountDescription } from './fields';
import { CODE_PATTERN } from './reasons';

// The admin's discount-code bodies (POST and PATCH /api/admin/discount-codes), from the code's
// description (fields.ts), and the code a buyer types at checkout.

export const CODE_MAX_LENGTH = 40;
const CODE_MESSAGE = 'Use 3 to 40 letters, digits, - or _';

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

type Fields = typeof discountDescription.fields;
export type DiscountCreate = StoredShape<Fields>;
export type DiscountPatch = Partial<DiscountCreate>;

/** A whole code: a percent code needs its percent, an amount code an amount, a window its order. */
export const discountCreateSchema = shapeSchema(discountDescription.fields) as unknown as z.ZodType<DiscountCreate>;

/** Any of the fields; the code they make is checked whole by the caller (admin.ts), what it gives only while unused. */
export const discountPatchSchema = partialShapeSchema(discountDescription.fields).refine((change) => Object.keys(change).length > 0, {
  error: 'Send at least one field to change',
}) as unknown as z.ZodType<DiscountPatch>;

export const VALUE_FIELDS = ['code', 'kind', 'percent_off', 'amounts_off', 'product_ids'] as const;

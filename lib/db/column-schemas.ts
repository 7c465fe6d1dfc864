import { createSchemaFactory } from 'drizzle-zod';
import { z } from '@/lib/zod';

// The pieces every entity's input schema adds to the columns drizzle-zod derives from a table
// (lib/projects/input.ts, lib/shop/products/input.ts, lib/testimonials/input.ts): one wording of
// each refusal, so the admin's forms speak alike. No server-only code: the forms use them too.

/** drizzle-zod's schema builder, on the app's zod (with its error messages). */
export const { createInsertSchema } = createSchemaFactory({ zodInstance: z });

export const tooLong = (max: number) => `must be at most ${max} characters`;

/**
 * The column's schema with `message` for its own refusals (absent, null, another type or not a
 * whole number), where zod would speak of types: the forms show these messages as they are.
 */
export const saying = <Schema extends z.ZodType>(schema: Schema, message: string): Schema =>
  schema.clone({ ...schema.def, error: () => message } as Schema['def']);

/** A required text: trimmed, not blank (`message`), at most `max` characters. */
export const requiredText = (message: string, max: number) => (column: z.ZodString) =>
  saying(column, message).trim().min(1, message).max(max, tooLong(max));

/**
 * An optional text: absent or blank is null, so a Norwegian reader gets the English text, and a
 * save clears the field rather than keeping what was stored.
 */
export const optionalText = (max: number) => (column: z.ZodString) =>
  column
    .trim()
    .max(max, tooLong(max))
    .transform((value) => value || null)
    .default(null);

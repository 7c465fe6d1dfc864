import 'server-only';
import { centsOf } from '@/lib/shop/products/price';
import { z } from '@/lib/zod';
import type { CrossProblem } from './conditions';
import type { AmountsField, InstantField, RelationField } from './fields';

// The schemas of the kinds a record has and a page does not (lib/forms/schema.ts takes them from
// here): amounts in some currencies, a moment, and other records by id; and the API's words for
// the rules across fields (lib/forms/conditions.ts).

/** Decimals as typed ("7.50") to minor units per currency; only the field's currencies, none blank. */
export function amountsSchema(field: AmountsField) {
  const refusal = `must be an amount with at most 2 decimals, such as 5 or 7.50, from 0.01 to ${field.max}`;
  const amount = z.string({ error: refusal }).transform((text, context) => {
    const minor = centsOf(text);
    if (minor === null || minor <= 0 || minor > field.max * 100) {
      context.addIssue({ code: 'custom', message: refusal });
      return z.NEVER;
    }
    return minor;
  });
  const schema = z
    .record(z.string(), amount, { error: 'must be an object with an amount per currency' })
    .superRefine((amounts, context) => {
      for (const currency of Object.keys(amounts))
        if (!field.currencies.includes(currency))
          context.addIssue({ code: 'custom', path: [currency], message: `must be one of the currencies ${field.currencies.join(', ')}` });
    });
  if (field.optional || field.when) return schema.default({});
  return schema.refine((amounts) => Object.keys(amounts).length > 0, 'must have an amount in at least one currency');
}

export function instantSchema(field: InstantField) {
  const schema = z.iso
    .datetime({ offset: true, error: 'must be a date and time with its offset, such as 2026-12-01T00:00:00Z' })
    .transform((text) => new Date(text));
  return field.optional ? schema.nullable().default(null) : schema;
}

export const relationSchema = (field: RelationField) =>
  z
    .array(z.uuid({ error: 'must be an id' }), { error: `must be a list of ${field.to} ids` })
    .max(field.max, `must have at most ${field.max} items`)
    .default([]);

/** A rule across fields in the API's words. */
export function crossMessage(problem: CrossProblem): string {
  switch (problem.rule) {
    case 'required':
      return 'must not be empty';
    case 'someAmount':
      return 'must have an amount in at least one currency';
    case 'after':
      return `must be after ${problem.other}`;
  }
}

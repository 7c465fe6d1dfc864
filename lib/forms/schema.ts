import 'server-only';
import { type LocalizedText } from '@/i18n/localized';
import { localizedList, optionalLocalizedText, requiredLocalizedText } from '@/i18n/localized-input';
import { sanitizeRichText } from '@/lib/rich-text/sanitize';
import { z } from '@/lib/zod';
import { crossProblems, hasCrossRules } from './conditions';
import { PAGE_CURRENCIES, type Field, type NumberField, type Shape } from './fields';
import { FORMATS } from './formats';
import { imageAddress } from './gallery';
import { amountsSchema, crossMessage, instantSchema, relationSchema } from './schema-kinds';

// The zod schema of described content (lib/forms/fields.ts): a page's (lib/pages/schema.ts) or a
// record's (lib/forms/record-schema.ts). What the API accepts follows from the description alone.

export const LIST_ITEM_ID = /^[a-z0-9][a-z0-9-]{0,47}$/;
// A file of the site's own: no other host, no way up out of the folder.
const IMAGE_SRC = /^\/(uploads|images)\/(?!.*\.\.)[\w./-]{1,200}$/;
const MAX_AMOUNT = 1_000_000;

const amountSchema = z
  .number({ error: 'must be a number' })
  .min(0, 'must not be negative')
  .max(MAX_AMOUNT, `must be at most ${MAX_AMOUNT}`)
  .refine(
    (amount) => Number.isInteger(Math.round(amount * 100)) && Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6,
    'must have at most two decimals',
  );

// A price names every language's currency, so no page falls back to another's (docs/decisions/page-prices.md).
const moneySchema = z.strictObject(Object.fromEntries(PAGE_CURRENCIES.map((currency) => [currency, amountSchema])), {
  error: `must be an amount in each currency: ${PAGE_CURRENCIES.join(', ')}`,
});

// Absent or null is an empty field, said so: a record's body may leave out what it lacks.
const plainText = (max: number) =>
  z
    .string({ error: (issue) => (issue.input == null ? 'must not be empty' : 'must be a text') })
    .trim()
    .max(max, `must be at most ${max} characters`);

function plainSchema(field: Extract<Field, { kind: 'plain' }>) {
  const base = plainText(field.max);
  const rule = field.format && field.format !== 'picture' ? FORMATS[field.format] : undefined;
  const formatted = (() => {
    if (field.format === 'picture') return base.regex(IMAGE_SRC, 'must be an uploaded picture (/uploads/…) or one of the site (/images/…)');
    if (!rule) return base;
    const refined = base.refine(rule.test, rule.refusal);
    // JSON Schema cannot say what a refinement checks: the bad-input suite reads the format from here.
    return field.format === 'email' ? refined.meta({ format: 'email' }) : refined;
  })();
  // What is stored (the address as checked, the number without spaces), after the checks: inside
  // the optional field's union a transform would hide the refusal behind zod's "Invalid input".
  const normalize = (text: string) => (rule?.normalize && text ? rule.normalize(text) : text);
  // Absent, null or blank is none: '' here, null in a record's column (lib/forms/record-schema.ts).
  if (field.optional)
    return z
      .union([z.literal(''), formatted])
      .nullish()
      .transform((value) => normalize(value ?? ''));
  return base.min(1, 'must not be empty').pipe(formatted).transform(normalize);
}

const sanitizedPerLanguage =
  (headingOffset: number) =>
  (text: LocalizedText): LocalizedText =>
    Object.fromEntries(Object.entries(text).map(([locale, html]) => [locale, sanitizeRichText(html ?? '', { headingOffset })]));

const idSchema = z.string({ error: 'must be an id' }).regex(LIST_ITEM_ID, 'must be lower-case letters, digits and dashes (at most 48)');

/** The most texts a gallery's list may hold: more than any gallery's pictures. */
const GALLERY_TEXTS = 100;

function numberSchema(field: NumberField) {
  const range = `must be a whole number from ${field.min} to ${field.max}`;
  return z.number({ error: range }).int(range).min(field.min, range).max(field.max, range);
}

function fieldSchema(field: Field): z.ZodType {
  switch (field.kind) {
    case 'text':
      return field.optional ? optionalLocalizedText(field.max) : requiredLocalizedText('must not be empty', field.max);
    case 'rich':
      return requiredLocalizedText('must not be empty', field.max).transform(sanitizedPerLanguage(field.headingOffset ?? 1));
    case 'plain':
      return plainSchema(field);
    case 'money':
      return moneySchema;
    case 'image':
      return z.strictObject(
        {
          src: plainSchema({ kind: 'plain', max: 300, format: 'picture', optional: true }),
          alt: optionalLocalizedText(300).transform((alt) => alt ?? {}),
        },
        { error: 'must be a picture: src and alt' },
      );
    case 'number': {
      const number = numberSchema(field);
      // Absent or null is none; so is one whose `when` does not hold (lib/forms/conditions.ts).
      return field.optional || field.when ? number.nullish().transform((value) => value ?? null) : number;
    }
    case 'tags':
      return z
        .array(z.enum(field.options as [string, ...string[]], { error: `each must be one of: ${field.options.join(', ')}` }), {
          error: 'must be a list',
        })
        .default([])
        .transform((chosen) => [...new Set(chosen)]);
    case 'gallery':
      return z
        .array(imageAddress, { error: 'must be a list of pictures' })
        .max(field.max, `must have at most ${field.max} pictures`)
        .default([]);
    case 'galleryText':
      // By position, '' where a picture has none yet; lined up with the pictures in lib/forms/record-schema.ts.
      return localizedList(z.array(plainText(field.max)).max(GALLERY_TEXTS, `at most ${GALLERY_TEXTS} texts`));
    case 'toggle':
      return z.boolean({ error: 'must be true or false' }).default(field.initial ?? false);
    case 'choice': {
      const choice = z.enum(field.options as [string, ...string[]], { error: `must be one of: ${field.options.join(', ')}` });
      // Absent is the initial value: an older client that knows no such field keeps its behaviour.
      return field.initial === undefined ? choice : choice.default(field.initial);
    }
    case 'amounts':
      return amountsSchema(field);
    case 'instant':
      return instantSchema(field);
    case 'relation':
      return relationSchema(field);
    case 'group':
      return shapeSchema(field.fields);
    case 'list':
      return z
        .array(shapeSchema(field.item, { id: idSchema }), { error: 'must be a list' })
        .max(field.max, `must have at most ${field.max} items`)
        .refine((items) => new Set(items.map((item) => item.id)).size === items.length, 'each item needs an id of its own');
    case 'custom':
      throw new Error(`the custom field ${field.widget} needs its schema given (an override)`);
  }
}

const objectError = (issue: { code: string; keys?: string[] }) =>
  issue.code === 'unrecognized_keys' ? `unknown fields: ${issue.keys!.join(', ')}` : 'must be an object';

/** `strict` refuses unknown fields (a page's content); a record's body ignores them, as older clients send some. */
export function shapeSchema(shape: Shape, more: Record<string, z.ZodType> = {}, strict = true) {
  // A field given in `more` is not generated: a custom one has no schema of its own.
  const generated = Object.entries(shape).filter(([key]) => !Object.hasOwn(more, key));
  const fields = Object.fromEntries(generated.map(([key, field]) => [key, fieldSchema(field)]));
  const object = !strict
    ? z.object({ ...fields, ...more }, { error: 'must be an object' })
    : z.strictObject({ ...fields, ...more }, { error: objectError });
  if (!hasCrossRules(shape)) return object;
  return object.superRefine((values, context) => {
    for (const problem of crossProblems(shape, values))
      context.addIssue({ code: 'custom', path: [problem.key], message: crossMessage(problem) });
  });
}

/**
 * A change to some fields of a record (PATCH): each field may be left out, and one left out is
 * not given its default, nor null for an optional number. The rules across fields are the
 * caller's: the record the change makes is checked with `crossIssues`.
 */
export function partialShapeSchema(shape: Shape) {
  const fields = Object.entries(shape).map(([key, field]) => {
    const schema = fieldSchema(field);
    // zod's optional() runs a schema that takes absence itself (a default, a nullish) and so fills the field.
    const own =
      schema instanceof z.ZodDefault
        ? (schema.unwrap() as z.ZodType)
        : field.kind === 'number' && (field.optional || field.when)
          ? numberSchema(field).nullable()
          : schema;
    return [key, own.optional()];
  });
  return z.strictObject(Object.fromEntries(fields), { error: objectError });
}

/** The rules across fields broken by `values` (a whole record), as the API's `{detail}` says them. */
export const crossIssues = (shape: Shape, values: Record<string, unknown>) =>
  crossProblems(shape, values).map((problem) => `${problem.key}: ${crossMessage(problem)}`);

import 'server-only';
import { type LocalizedText } from '@/i18n/localized';
import { localizedList, optionalLocalizedText, requiredLocalizedText } from '@/i18n/localized-input';
import { sanitizeRichText } from '@/lib/rich-text/sanitize';
import { z } from '@/lib/zod';
import { PAGE_CURRENCIES, type Field, type NumberField, type Shape } from './fields';
import { imageAddress } from './gallery';
import { SLUG_PATTERN } from './slug';

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
  const formatted = (() => {
    switch (field.format) {
      case 'email':
        return base.pipe(z.email({ error: 'must be an e-mail address' }));
      case 'url':
        return base.refine((value) => /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value), 'must be a web address (https://…)');
      case 'picture':
        return base.regex(IMAGE_SRC, 'must be an uploaded picture (/uploads/…) or one of the site (/images/…)');
      case 'date':
        return base.refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)), 'must be a date (YYYY-MM-DD)');
      case 'slug':
        return base.regex(SLUG_PATTERN, 'may only contain lowercase letters, digits and single hyphens');
      default:
        return base;
    }
  })();
  // Absent, null or blank is none: '' here, null in a record's column (lib/forms/record-schema.ts).
  if (field.optional)
    return z
      .union([z.literal(''), formatted])
      .nullish()
      .transform((value) => value ?? '');
  return base.min(1, 'must not be empty').pipe(formatted);
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
      return field.optional ? number.nullish().transform((value) => value ?? null) : number;
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

/** `strict` refuses unknown fields (a page's content); a record's body ignores them, as older clients send some. */
export function shapeSchema(shape: Shape, more: Record<string, z.ZodType> = {}, strict = true) {
  // A field given in `more` is not generated: a custom one has no schema of its own.
  const generated = Object.entries(shape).filter(([key]) => !Object.hasOwn(more, key));
  const fields = Object.fromEntries(generated.map(([key, field]) => [key, fieldSchema(field)]));
  if (!strict) return z.object({ ...fields, ...more }, { error: 'must be an object' });
  return z.strictObject(
    { ...fields, ...more },
    {
      error: (issue) => (issue.code === 'unrecognized_keys' ? `unknown fields: ${issue.keys.join(', ')}` : 'must be an object'),
    },
  );
}

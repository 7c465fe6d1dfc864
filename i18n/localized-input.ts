import { z } from '@/lib/zod';
import { DEFAULT_LOCALE, isSet, type Localized, type LocalizedText } from './localized';
import { routing, type Locale } from './routing';

// The API's zod shapes for translatable fields (docs/decisions/localized-text.md). Apart from
// i18n/localized.ts so the admin's client code, which reads the constants there, ships no zod.

const localeList = routing.locales.join(', ');

/**
 * What a client sends for a translatable field: an object with a text per language (unknown
 * languages refused), or a plain string, which is the default language's text. Each text is
 * trimmed; blank ones are dropped, so a blank translation falls back to the default language.
 */
function localizedShape<T extends z.ZodType>(text: T, required?: string, expected = 'a text') {
  const perLocale = Object.fromEntries(routing.locales.map((locale) => [locale, text.nullish()])) as Record<
    Locale,
    z.ZodOptional<z.ZodNullable<T>>
  >;
  const object = z.strictObject(perLocale, {
    error: (issue) => {
      if (issue.code === 'unrecognized_keys') return `languages must be among: ${localeList}`;
      // A required field says what is required, whatever else was sent, as its plain text field did.
      if (required) return required;
      return `must be ${expected}, or an object with one per language (${localeList})`;
    },
  });
  // A plain value is the default language's, checked as the field itself (errors name the field).
  const plain = text.transform((value) => ({ [DEFAULT_LOCALE]: value }));
  return z.unknown().transform((value, context) => {
    const result = (typeof value === 'string' || Array.isArray(value) ? plain : object).safeParse(value);
    if (result.success) return result.data as Localized<z.output<T>>;
    for (const issue of result.error.issues) context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  }) as unknown as z.ZodType<Localized<z.output<T>>, z.input<T> | Partial<Record<Locale, z.input<T> | null>> | null | undefined>;
}

const textWithin = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);

function withoutBlanks(value: Record<string, unknown>): LocalizedText {
  return Object.fromEntries(Object.entries(value).filter(([, text]) => isSet(text as string | null | undefined))) as LocalizedText;
}

/** A text every page needs in the default language (`message` when it is missing); translations optional. */
export function requiredLocalizedText(message: string, max: number) {
  return localizedShape(textWithin(max), message)
    .transform(withoutBlanks)
    .refine((value) => isSet(value[DEFAULT_LOCALE]), { message });
}

/** An optional text: absent, or blank in every language, is null (a save clears the field). */
export function optionalLocalizedText(max: number) {
  return localizedShape(textWithin(max))
    .nullish()
    .transform((value) => {
      const kept = value ? withoutBlanks(value) : {};
      return Object.keys(kept).length > 0 ? kept : null;
    })
    .default(null);
}

/** A list of texts per language (a gallery's alt texts, by position); each list as `list` checks it. */
export function localizedList<T extends z.ZodType<string[]>>(list: T) {
  return localizedShape(list, undefined, 'a list of texts')
    .nullish()
    .transform(
      (value) => Object.fromEntries(Object.entries(value ?? {}).filter(([, texts]) => Array.isArray(texts))) as Localized<string[]>,
    )
    .default({});
}

import { z } from '@/lib/zod';
import { routing, type DefaultLocale, type Locale } from './routing';

// One model for every translatable text (docs/decisions/localized-text.md): a value per language of
// `routing.locales`, stored as one JSON object per field, `{"en": "…", "no": "…"}`. The default
// language's text is the one every other falls back to. No server-only code: the admin's forms use it.

export type Localized<T> = Partial<Record<Locale, T>>;
export type LocalizedText = Localized<string>;
/** Per translation language, per field: a fingerprint of the default-language text a translation was made from. */
export type TranslationBasis = Localized<Record<string, string>>;
/** Per translation language, the fields (by API name) whose translation is missing or outdated. */
export type TranslationStatus = Localized<{ missing: string[]; outdated: string[] }>;

export const DEFAULT_LOCALE: Locale = routing.defaultLocale;
/** The languages a text is translated into: every configured one but the default. */
export const TRANSLATION_LOCALES: readonly Locale[] = routing.locales.filter((locale) => locale !== DEFAULT_LOCALE);

const isSet = (text: string | null | undefined): text is string => typeof text === 'string' && text.trim() !== '';

/** The text in `locale`, else in the default language (a translation may be missing or blank). */
export function localize(value: LocalizedText, locale: Locale): string;
export function localize(value: LocalizedText | null | undefined, locale: Locale): string | null;
export function localize(value: LocalizedText | null | undefined, locale: Locale): string | null {
  if (!value) return null;
  const own = value[locale];
  if (isSet(own)) return own;
  return value[DEFAULT_LOCALE] ?? null;
}

/** A localized list (a gallery's alt texts) read position by position, each with the same fallback. */
export function localizeEach(value: Localized<string[]> | null | undefined, locale: Locale, length: number): string[] {
  return Array.from(
    { length },
    (_, index) => localize({ [DEFAULT_LOCALE]: value?.[DEFAULT_LOCALE]?.[index], [locale]: value?.[locale]?.[index] }, locale) ?? '',
  );
}

/** The same text in every language, for content written once (imports, tests). */
export const inDefaultLocale = <T>(text: T): Localized<T> => ({ [DEFAULT_LOCALE]: text }) as Localized<T>;

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

/** The fields `<Field>_<locale>` for each translation language: how seed content files name translations. */
export type FlatTranslations<Field extends string, Value> = {
  [Key in `${Field}_${Exclude<Locale, DefaultLocale>}`]: Value;
};

/**
 * A field from a record that names each translation `<field>_<locale>` beside the default
 * language's `<field>` (the seed content's files): `{ title, title_xx }` becomes one localized value.
 */
export function fromFlatFields<T>(record: object, field: string): Localized<T> {
  const values = record as Record<string, T | null | undefined>;
  const entries = routing.locales.map((locale) => [locale, values[locale === DEFAULT_LOCALE ? field : `${field}_${locale}`]] as const);
  return Object.fromEntries(entries.filter(([, value]) => value !== null && value !== undefined && value !== '')) as Localized<T>;
}

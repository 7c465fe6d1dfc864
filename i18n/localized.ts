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

/** Whether a text is there: not missing, not blank. */
export const isSet = (text: string | null | undefined): text is string => typeof text === 'string' && text.trim() !== '';

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

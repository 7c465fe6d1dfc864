import { DEFAULT_LOCALE, TRANSLATION_LOCALES, type Localized, type LocalizedText } from '@/i18n/localized';
import { routing, type Locale } from '@/i18n/routing';

// A localized field as an admin form holds it: a string per configured language, '' where none,
// and the body it sends (blank translations left out, so the site falls back to the default).

export type LocalizedInput = Record<Locale, string>;

export const emptyLocalized = (): LocalizedInput => Object.fromEntries(routing.locales.map((locale) => [locale, ''])) as LocalizedInput;

/** A stored value as the form's inputs hold it; `fallback` fills the default language (legacy fields). */
export function localizedInput(value: LocalizedText | null | undefined, fallback = ''): LocalizedInput {
  const input = emptyLocalized();
  for (const locale of routing.locales) input[locale] = value?.[locale] ?? '';
  if (!input[DEFAULT_LOCALE]) input[DEFAULT_LOCALE] = fallback;
  return input;
}

/** Trimmed, blank languages left out; null when every language is blank (`isBlank` decides, e.g. for rich text). */
export function localizedPayload(input: LocalizedInput, isBlank = (text: string) => text.trim() === ''): LocalizedText | null {
  const kept = routing.locales.filter((locale) => !isBlank(input[locale])).map((locale) => [locale, input[locale].trim()]);
  return kept.length > 0 ? (Object.fromEntries(kept) as LocalizedText) : null;
}

/** A stored list per language (a gallery's alt texts), read at one position. */
export const localizedAt = (value: Localized<string[]> | null | undefined, index: number): LocalizedInput =>
  localizedInput(Object.fromEntries(routing.locales.map((locale) => [locale, value?.[locale]?.[index] ?? ''])) as LocalizedText);

export { DEFAULT_LOCALE, TRANSLATION_LOCALES };

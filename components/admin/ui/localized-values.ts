import { DEFAULT_LOCALE, TRANSLATION_LOCALES } from '@/i18n/localized';
import { routing, type Locale } from '@/i18n/routing';

// A localized field as an admin form holds it: a string per configured language, '' where none.

export type LocalizedInput = Record<Locale, string>;

export const emptyLocalized = (): LocalizedInput => Object.fromEntries(routing.locales.map((locale) => [locale, ''])) as LocalizedInput;

export { DEFAULT_LOCALE, TRANSLATION_LOCALES };

import { languageName } from '@/i18n/language-names';
import { routing, type Locale } from '@/i18n/routing';
import { adminCatalogueNow } from './admin-catalogue';
import { englishValues, type EnglishValues } from './english-values';
import { messageLeaves, type MessageTree } from './message-leaves';

/**
 * The admin's default-language values to look for on its pages in `locale`: its messages whose
 * `locale` value differs, and the languages' names in the default language ("Norwegian" beside a
 * translation's label), which come from Intl, not from the messages.
 */
export function adminEnglishValues(locale: Locale): EnglishValues {
  const names = Object.fromEntries(routing.locales.map((code) => [`language name ${code}`, languageName(code, routing.defaultLocale)]));
  const own = Object.fromEntries(routing.locales.map((code) => [`language name ${code}`, languageName(code, locale)]));
  const catalogue = (language: Locale) => messageLeaves(adminCatalogueNow(language) as unknown as MessageTree);
  const values = englishValues(names, {
    english: catalogue(routing.defaultLocale),
    norwegian: new Map([...catalogue(locale), ...Object.entries(own)]),
  });
  // The admin shows the studio's English content too (a quote, a title): a pattern with words as
  // few as "{count} of {max}" would find English in it. Only patterns with words enough to be a message.
  for (const [key, pattern] of values.patterns) if (lettersOf(pattern) < MIN_PATTERN_LETTERS) values.patterns.delete(key);
  return values;
}

const MIN_PATTERN_LETTERS = 8;
const lettersOf = (pattern: RegExp) => pattern.source.replaceAll('.+?', '').replace(/[^\p{L}]/gu, '').length;

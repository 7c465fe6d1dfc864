import { hasLocale } from 'next-intl';
import { LOCALE_TAGS } from './locales';
import { routing, type Locale } from './routing';

// Languages are named by Intl, so a language added to the routing list needs no names written for
// it: in the site's default language for the studio's mails and exports, in the admin's language
// on its screens (components/admin/ui/use-language-name.ts).

const namers = new Map<Locale, Intl.DisplayNames>();
function namer(inLanguage: Locale): Intl.DisplayNames {
  let names = namers.get(inLanguage);
  if (!names) namers.set(inLanguage, (names = new Intl.DisplayNames([LOCALE_TAGS[inLanguage].intl], { type: 'language' })));
  return names;
}

/** "Norwegian" (in English), "norsk" (in Norwegian) for a configured locale code, as running text writes it; any other stored code as it is. */
export const languageName = (locale: string, inLanguage: Locale = routing.defaultLocale): string =>
  hasLocale(routing.locales, locale) ? (namer(inLanguage).of(locale) ?? locale) : locale;

/** The same name as a label on its own: "Norsk". */
export const languageLabel = (locale: string, inLanguage: Locale = routing.defaultLocale): string => {
  const name = languageName(locale, inLanguage);
  return name.charAt(0).toLocaleUpperCase(LOCALE_TAGS[inLanguage].intl) + name.slice(1);
};

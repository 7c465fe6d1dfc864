import { adminLocaleCookie, ownLanguageName } from '@/i18n/admin-locale';
import { resolveAdminLocale } from '@/i18n/admin-locale-negotiation';
import { LOCALE_TAGS } from '@/i18n/locales';
import { routing } from '@/i18n/routing';

// Which language the admin speaks to a person: the one chosen in this browser, else the browser's.

const other = routing.locales.find((locale) => locale !== routing.defaultLocale)!;

describe('the admin language', () => {
  it('is the one chosen in this browser, whatever the browser asks for', () => {
    for (const locale of routing.locales) expect(resolveAdminLocale(locale, 'de-DE,de;q=0.9')).toBe(locale);
  });

  it('is the browser language when none was chosen, by its language and its Intl tag', () => {
    expect(resolveAdminLocale(undefined, `${LOCALE_TAGS[other].intl},${routing.defaultLocale};q=0.5`)).toBe(other);
    expect(resolveAdminLocale(undefined, `fr;q=0.9,${LOCALE_TAGS[other].language};q=0.8`)).toBe(other);
    expect(resolveAdminLocale(undefined, `${LOCALE_TAGS[routing.defaultLocale].intl}`)).toBe(routing.defaultLocale);
  });

  it('matches Norwegian however the browser writes it', () => {
    // Data, not code: the CLDR rules behind the matcher, checked for the language the studio speaks.
    for (const header of ['nb-NO', 'nn', 'no', 'nb;q=0.9,en;q=0.8']) expect(resolveAdminLocale(undefined, header)).toBe('no');
  });

  it('is the default for no header, a language the admin lacks, a forged cookie or a malformed header', () => {
    expect(resolveAdminLocale(undefined, undefined)).toBe(routing.defaultLocale);
    expect(resolveAdminLocale(undefined, 'ja-JP,ko;q=0.9')).toBe(routing.defaultLocale);
    expect(resolveAdminLocale('../../etc', null)).toBe(routing.defaultLocale);
    expect(resolveAdminLocale(undefined, '!!,@@;q=x,' + 'a'.repeat(5000))).toBe(routing.defaultLocale);
  });

  it('is remembered for the admin pages only, for a year, Secure on HTTPS', () => {
    expect(adminLocaleCookie(other, true)).toBe(`admin_locale=${other}; Path=/admin; Max-Age=31536000; SameSite=Lax; Secure`);
    expect(adminLocaleCookie(other, false)).not.toContain('Secure');
  });

  it('is offered by its own name', () => {
    expect(routing.locales.map(ownLanguageName)).toEqual(expect.arrayContaining(['English', 'Norsk']));
  });
});

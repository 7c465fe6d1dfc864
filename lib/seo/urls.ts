import 'server-only';
import { localizedPath } from '@/i18n/paths';
import { routing, type Locale } from '@/i18n/routing';
import { getEnv } from '@/lib/env';

export function localizedUrl(locale: Locale, path: string): string {
  const root = getEnv().SITE_URL;
  const sitePath = localizedPath(path, locale);
  // The home page is the bare root ('https://studio.example'), the form Next writes canonicals in.
  return sitePath === '/' ? root : `${root}${sitePath}`;
}

/** The page's address in each language it exists in (all by default); x-default is the default language's, else the first. */
export function languageAlternates(path: string, locales: readonly Locale[] = routing.locales): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const locale of locales) languages[locale] = localizedUrl(locale, path);
  const fallback = locales.includes(routing.defaultLocale) ? routing.defaultLocale : locales[0];
  if (fallback) languages['x-default'] = localizedUrl(fallback, path);
  return languages;
}

export function absoluteUrl(pathOrUrl: string): string {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
  return `${getEnv().SITE_URL}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

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

export function languageAlternates(path: string): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const locale of routing.locales) languages[locale] = localizedUrl(locale, path);
  languages['x-default'] = localizedUrl(routing.defaultLocale, path);
  return languages;
}

export function absoluteUrl(pathOrUrl: string): string {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
  return `${getEnv().SITE_URL}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

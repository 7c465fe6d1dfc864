import type { Locale } from './routing';

// The site's address scheme (routing.ts): English at the root, Norwegian under /no. These helpers
// are plain functions so that links cost the browser no i18n library (see navigation.ts).

const NORWEGIAN_PREFIX = '/no';

/** The first segment of a path, as the language prefix it may be. */
const firstSegment = (pathname: string) => pathname.split('/')[1] ?? '';

/**
 * The language of a path. In the browser English pages have no prefix; while Next prerenders
 * them the path still carries the internal '/en', which must read the same.
 */
export function localeOfPath(pathname: string): Locale {
  return firstSegment(pathname) === 'no' ? 'no' : 'en';
}

/** The path without its language prefix: '/no/about' and '/en/about' give '/about'. */
export function withoutLocale(pathname: string): string {
  const segment = firstSegment(pathname);
  if (segment !== 'no' && segment !== 'en') return pathname;
  return pathname.slice(segment.length + 1) || '/';
}

/**
 * A site path in the given language: ('/about', 'no') gives '/no/about', ('/', 'no') gives
 * '/no'. A query or fragment stays at the end; anything not starting with '/' is left alone.
 */
export function localizedPath(path: string, locale: Locale): string {
  if (locale !== 'no' || !path.startsWith('/')) return path;
  const end = path.search(/[?#]/);
  const pathname = end === -1 ? path : path.slice(0, end);
  const rest = end === -1 ? '' : path.slice(end);
  return `${NORWEGIAN_PREFIX}${pathname === '/' ? '' : pathname}${rest}`;
}

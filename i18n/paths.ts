import type { Project } from '@/lib/content/types';
import { routing, type Locale } from './routing';

// The site's address scheme (routing.ts, localePrefix 'as-needed'): the default language at the
// root, every other one under its own prefix (/no). Plain functions of `routing`, so that links
// cost the browser no i18n runtime (see navigation.ts).

/** The first segment of a path, as the language prefix it may be. */
const firstSegment = (pathname: string) => pathname.split('/')[1] ?? '';

const isLocale = (segment: string): segment is Locale => (routing.locales as readonly string[]).includes(segment);

/**
 * The language of a path. In the browser default-language pages have no prefix; while Next
 * prerenders them the path still carries the internal '/en', which must read the same.
 */
export function localeOfPath(pathname: string): Locale {
  const segment = firstSegment(pathname);
  return isLocale(segment) ? segment : routing.defaultLocale;
}

/** The path without its language prefix: '/no/about' and '/en/about' give '/about'. */
export function withoutLocale(pathname: string): string {
  const segment = firstSegment(pathname);
  if (!isLocale(segment)) return pathname;
  return pathname.slice(segment.length + 1) || '/';
}

/**
 * A site path in the given language: ('/about', 'no') gives '/no/about', ('/', 'no') gives
 * '/no'. A query or fragment stays at the end; anything not starting with '/' is left alone.
 */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === routing.defaultLocale || !path.startsWith('/')) return path;
  const end = path.search(/[?#]/);
  const pathname = end === -1 ? path : path.slice(0, end);
  const rest = end === -1 ? '' : path.slice(end);
  return `/${locale}${pathname === '/' ? '' : pathname}${rest}`;
}

/** The page of the project with this slug, before the language prefix. */
export function projectPath(slug: string): string {
  return `/projects/${encodeURIComponent(slug)}`;
}

/** A project's page, before the language prefix: by its slug, or its id for records without one. */
export function projectHref(project: Pick<Project, 'slug' | 'id'>): string {
  return projectPath(project.slug || project.id);
}

import type { Project } from '@/lib/content/types';
import { routing, type Locale } from './routing';

// localePrefix 'as-needed': English at the root, Norwegian under /no; plain functions, no i18n runtime.

const firstSegment = (pathname: string) => pathname.split('/')[1] ?? '';

const isLocale = (segment: string): segment is Locale => (routing.locales as readonly string[]).includes(segment);

/** Prerendering still carries the internal '/en' in default-language paths, which reads the same. */
export function localeOfPath(pathname: string): Locale {
  const segment = firstSegment(pathname);
  return isLocale(segment) ? segment : routing.defaultLocale;
}

export function withoutLocale(pathname: string): string {
  const segment = firstSegment(pathname);
  if (!isLocale(segment)) return pathname;
  return pathname.slice(segment.length + 1) || '/';
}

/** ('/about', 'no') → '/no/about'; a query or fragment stays at the end; non-site paths are left alone. */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === routing.defaultLocale || !path.startsWith('/')) return path;
  const end = path.search(/[?#]/);
  const pathname = end === -1 ? path : path.slice(0, end);
  const rest = end === -1 ? '' : path.slice(end);
  return `/${locale}${pathname === '/' ? '' : pathname}${rest}`;
}

export function projectPath(slug: string): string {
  return `/projects/${encodeURIComponent(slug)}`;
}

/** A project's page, before the language prefix: by its slug, or its id for records without one. */
export function projectHref(project: Pick<Project, 'slug' | 'id'>): string {
  return projectPath(project.slug || project.id);
}

export function articlePath(slug: string): string {
  return `/journal/${encodeURIComponent(slug)}`;
}

/** The journal's list: all articles or one topic's, its first page unless `page` says otherwise. */
export function journalPath({ category, page = 1 }: { category?: string; page?: number } = {}): string {
  const list = category ? `/journal/category/${encodeURIComponent(category)}` : '/journal';
  return page > 1 ? `${list}/page/${page}` : list;
}

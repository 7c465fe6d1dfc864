import type { Project } from '@/lib/content/types';

/** The year shown for a project: from its completion date, otherwise its year field (SPEC section 3). */
export function projectYear(project: Pick<Project, 'completion_date' | 'year'>): number | null {
  if (project.completion_date) return new Date(project.completion_date).getUTCFullYear();
  return project.year;
}

/** Link target of a project: its slug, or its id for records without one. */
export function projectHref(project: Pick<Project, 'slug' | 'id'>): string {
  return `/projects/${encodeURIComponent(project.slug || project.id)}`;
}

/** A tag as a hashtag; spaces have no place in one, so 'web design' reads '#webdesign'. */
export function hashtag(tag: string): string {
  return `#${tag.replace(/\s+/g, '')}`;
}

/**
 * The project after `current` in the portfolio's order, the first after the last; the first one
 * for a project not in the list (a previewed draft); none when there is no other.
 */
export function projectAfter<T extends Pick<Project, 'id'>>(portfolio: T[], current: Pick<Project, 'id'>): T | null {
  const next = portfolio[(portfolio.findIndex((project) => project.id === current.id) + 1) % Math.max(portfolio.length, 1)];
  return next && next.id !== current.id ? next : null;
}

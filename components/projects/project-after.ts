import type { Project } from '@/lib/content/types';

/**
 * The project after `current` in the portfolio's order, the first after the last; the first one
 * for a project not in the list (a previewed draft); none when there is no other.
 */
export function projectAfter<T extends Pick<Project, 'id'>>(portfolio: T[], current: Pick<Project, 'id'>): T | null {
  const next = portfolio[(portfolio.findIndex((project) => project.id === current.id) + 1) % Math.max(portfolio.length, 1)];
  return next && next.id !== current.id ? next : null;
}

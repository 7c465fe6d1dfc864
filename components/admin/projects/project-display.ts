import type { AdminProject } from '@/lib/projects/input';

// What the dashboard shows of a project, with the fallbacks to the legacy fields (SPEC section 2).

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** The card's picture: the hero image, else the legacy image_url. */
export const cardImage = (project: AdminProject): string | null => project.hero_image || project.image_url || null;

/** The card's text: the short description, else the legacy description. */
export const cardSummary = (project: AdminProject): string => project.short_description || project.description || '';

/**
 * The completion date, else the creation date, like 'Jan 5, 2024'; null when neither is a date.
 * Dates are stored as midnight UTC, so they are formatted in UTC to stay on the same day.
 */
export function cardDate(project: Pick<AdminProject, 'completion_date' | 'created_at'>): string | null {
  const value = project.completion_date || project.created_at;
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? DATE_FORMAT.format(date) : null;
}

export interface ProjectStats {
  total: number;
  featured: number;
  /** Gallery images over all projects (the hero image is not counted). */
  images: number;
}

export function projectStats(projects: readonly AdminProject[]): ProjectStats {
  return {
    total: projects.length,
    featured: projects.filter((project) => project.featured).length,
    images: projects.reduce((sum, project) => sum + (project.image_gallery?.length ?? 0), 0),
  };
}

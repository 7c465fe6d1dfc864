import type { Project } from '@/lib/content/types';

/** The year shown for a project: from its completion date, otherwise its year field (docs/behaviour.md#project-page). */
export function projectYear(project: Pick<Project, 'completion_date' | 'year'>): number | null {
  if (project.completion_date) return new Date(project.completion_date).getUTCFullYear();
  return project.year;
}

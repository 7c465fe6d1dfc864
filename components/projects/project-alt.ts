import type { Project } from '@/lib/content/types';

/**
 * The hero image's alt text: the admin's, in the reader's language (Norwegian falls back to
 * English when read), else the project's title, so the picture is never left unnamed.
 */
export const heroAlt = (project: Pick<Project, 'hero_image_alt' | 'title'>): string => project.hero_image_alt?.trim() || project.title;

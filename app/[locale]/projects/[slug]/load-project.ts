import 'server-only';
import { notFound, permanentRedirect } from 'next/navigation';
import { cache } from 'react';
import { localizedPath, projectPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routing';
import { previewedProject } from '@/lib/content/project-previews';
import { currentSlugFor } from '@/lib/content/project-slug-redirects';
import { getProject } from '@/lib/content/projects';
import type { Project } from '@/lib/content/types';

export interface ProjectPageData {
  project: Project;
  /** True when a signed-in admin previews it (draft mode): never cached, shown with a banner. */
  preview: boolean;
}

/**
 * The project a page address shows, once per request (metadata and page share it): the admin's
 * preview, else the published project, else a 308 to the project's current address when the slug
 * is an old one (a permanent redirect keeps links and search rankings), else the 404. The history
 * is only asked on the way to a 404, so known pages pay nothing for it.
 */
export const loadProjectPage = cache(async (locale: Locale, slug: string): Promise<ProjectPageData> => {
  const preview = await previewedProject(locale, slug);
  if (preview) return { project: preview, preview: true };
  const project = await getProject(slug, locale);
  if (project) return { project, preview: false };
  const current = await currentSlugFor(slug);
  if (current) permanentRedirect(localizedPath(projectPath(current), locale));
  notFound();
});

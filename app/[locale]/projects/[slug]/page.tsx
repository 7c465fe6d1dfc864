import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { getCategoryLabel, getTagLabel } from '@/components/projects/category-label';
import { ProjectDetail } from '@/components/projects/project-detail';
import { PreviewBanner } from '@/components/layout/preview-banner';
import { projectAfter } from '@/components/projects/project-after';
import { JsonLdScript } from '@/components/seo/json-ld';
import { asLocale } from '@/i18n/locale';
import { localizedPath, projectHref } from '@/i18n/paths';
import { getProjects } from '@/lib/content/projects';
import { projectJsonLd } from '@/lib/seo/json-ld';
import { cardPath } from '@/lib/og/card-path';
import { buildMetadata } from '@/lib/seo/metadata';
import { loadProjectPage } from './load-project';

export { renderOnFirstVisit as generateStaticParams } from '@/lib/rendering';

type Props = PageProps<'/[locale]/projects/[slug]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: segment, slug } = await params;
  const locale = asLocale(segment);
  const { project, preview } = await loadProjectPage(locale, slug);
  const metadata = buildMetadata({
    locale,
    // Older links used the id. They are served, not redirected: a redirect from a cached page
    // gets two Location headers in Next 16 (vercel/next.js#82117), which crawlers reject. The
    // canonical link names the slug URL, so search engines index one address per project.
    path: projectHref(project),
    title: project.seo_title ?? project.title,
    description: project.seo_description ?? project.short_description,
    card: cardPath(locale, 'project', project.slug || project.id),
    type: 'article',
  });
  // A preview is for the admin's eyes: never indexed, even if its address leaks.
  return preview ? { ...metadata, robots: { index: false, follow: false } } : metadata;
}

export default async function ProjectPage({ params }: Props) {
  const { locale: segment, slug } = await params;
  const locale = asLocale(segment);
  setRequestLocale(locale);
  const { project, preview } = await loadProjectPage(locale, slug);
  // The page ends on the next project: from the cached list the page's own project came from.
  const [portfolio, category, tag] = await Promise.all([getProjects(locale), getCategoryLabel(), getTagLabel()]);
  const next = projectAfter(portfolio, project);
  return (
    <>
      {preview && <PreviewBanner returnTo={localizedPath(projectHref(project), locale)} />}
      <ProjectDetail project={project} next={next} locale={locale} />
      {!preview && <JsonLdScript data={projectJsonLd(locale, project, projectHref(project), { category, tag })} />}
    </>
  );
}

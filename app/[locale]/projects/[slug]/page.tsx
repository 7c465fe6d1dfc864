import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { ProjectDetail } from '@/components/projects/project-detail';
import { projectHref } from '@/components/projects/project-year';
import { JsonLdScript } from '@/components/seo/json-ld';
import { asLocale } from '@/i18n/locale';
import type { Locale } from '@/i18n/routing';
import { getProject } from '@/lib/content/projects';
import { projectJsonLd } from '@/lib/seo/json-ld';
import { buildMetadata } from '@/lib/seo/metadata';

export { renderOnFirstVisit as generateStaticParams } from '@/lib/rendering';

type Props = { params: Promise<{ locale: string; slug: string }> };

async function findProject(locale: Locale, slug: string) {
  const project = await getProject(slug, locale);
  if (!project) notFound();
  return project;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: segment, slug } = await params;
  const locale = asLocale(segment);
  const project = await findProject(locale, slug);
  return buildMetadata({
    locale,
    // Older links used the id. They are served, not redirected: a redirect from a cached page
    // gets two Location headers in Next 16 (vercel/next.js#82117), which crawlers reject. The
    // canonical link names the slug URL, so search engines index one address per project.
    path: projectHref(project),
    title: project.title,
    description: project.short_description,
    image: project.hero_image ?? project.image_url ?? undefined,
    type: 'article',
  });
}

export default async function ProjectPage({ params }: Props) {
  const { locale: segment, slug } = await params;
  const locale = asLocale(segment);
  setRequestLocale(locale);
  const project = await findProject(locale, slug);
  return (
    <>
      <ProjectDetail project={project} locale={locale} />
      <JsonLdScript data={projectJsonLd(locale, project, projectHref(project))} />
    </>
  );
}

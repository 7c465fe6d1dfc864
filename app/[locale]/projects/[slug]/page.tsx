import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { ProjectDetail } from '@/components/projects/project-detail';
import { projectHref } from '@/components/projects/project-year';
import { JsonLdScript } from '@/components/seo/json-ld';
import { asLocale } from '@/i18n/locale';
import { getPathname } from '@/i18n/navigation';
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
    // The slug URL even when the page is reached by id: one canonical address per project.
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
  // Older links used the id; they move for good to the slug URL, so only one address is indexed.
  if (project.slug && project.slug !== slug) permanentRedirect(getPathname({ locale, href: projectHref(project) }));
  return (
    <>
      <ProjectDetail project={project} locale={locale} />
      <JsonLdScript data={projectJsonLd(locale, project, projectHref(project))} />
    </>
  );
}

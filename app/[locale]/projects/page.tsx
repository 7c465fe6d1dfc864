import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { PagePreviewBanner } from '@/components/layout/page-preview-banner';
import { ProjectList } from '@/components/projects/project-list';
import { PageHeader } from '@/components/ui/page-header';
import { asLocale } from '@/i18n/locale';
import { getPageContent } from '@/lib/content/pages';
import { getProjects } from '@/lib/content/projects';
import { routeMetadata } from '@/lib/seo/metadata';

export { renderOnFirstVisit as generateStaticParams } from '@/lib/rendering';

type Props = PageProps<'/[locale]/projects'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return routeMetadata(asLocale((await params).locale), 'projects');
}

export default async function ProjectsPage({ params }: Props) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const [projects, { header }] = await Promise.all([getProjects(locale), getPageContent('projects')]);
  return (
    <>
      <PagePreviewBanner path="/projects" />
      <PageHeader eyebrow={header.eyebrow} title={header.title} lead={header.lead} />
      <ProjectList projects={projects} />
    </>
  );
}

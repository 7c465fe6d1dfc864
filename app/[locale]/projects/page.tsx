import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ProjectList } from '@/components/projects/project-list';
import { PageHeader } from '@/components/ui/page-header';
import { asLocale } from '@/i18n/locale';
import { getProjects } from '@/lib/content/projects';
import { routeMetadata } from '@/lib/seo/metadata';

export { renderOnFirstVisit as generateStaticParams } from '@/lib/rendering';

type Props = PageProps<'/[locale]/projects'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return routeMetadata(asLocale((await params).locale), 'projects', '/projects');
}

export default async function ProjectsPage({ params }: Props) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const [projects, t] = await Promise.all([getProjects(locale), getTranslations('ProjectsPage')]);
  return (
    <>
      <PageHeader layout="split" eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <ProjectList projects={projects} />
    </>
  );
}

import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { Project } from '@/lib/content/types';
import { getCategoryLabel } from './category-label';
import { formatProjectDate, isoDay } from './project-date';

/** Client, completion date (or year), category and timeline of a project, where known. */
export async function ProjectFacts({ project, locale }: { project: Project; locale: Locale }) {
  const [t, categoryLabel] = await Promise.all([getTranslations('ProjectDetail'), getCategoryLabel()]);
  const completed = project.completion_date ? formatProjectDate(project.completion_date, locale) : null;
  const facts = [
    project.client_name ? { label: t('client'), value: project.client_name } : null,
    completed && project.completion_date
      ? { label: t('completed'), value: <time dateTime={isoDay(project.completion_date)}>{completed}</time> }
      : project.year
        ? { label: t('year'), value: project.year }
        : null,
    { label: t('category'), value: categoryLabel(project.category) },
    project.project_timeline ? { label: t('timeline'), value: project.project_timeline } : null,
  ].filter((fact) => fact !== null);

  return (
    <dl className="mt-10 grid grid-cols-2 gap-3 lg:grid-cols-4">
      {facts.map((fact) => (
        <div key={fact.label} className="rounded-2xl bg-white px-5 py-4 shadow-sm ring-1 ring-plum/5 sm:px-6">
          <dt className="text-xs font-semibold uppercase tracking-widest text-muted">{fact.label}</dt>
          <dd className="mt-1 font-serif text-lg text-plum">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';
import type { Project } from '@/lib/content/types';
import { getCategoryLabel, getTagLabel } from './category-label';
import { formatProjectDate, isoDay } from './project-date';
import { hashtag } from './hashtag';

/**
 * Client, completion date (or year), category, timeline and tags of a project, where known: a
 * ruled list, as a printed case study sets its credits.
 */
export async function ProjectFacts({ project, locale, className = '' }: { project: Project; locale: Locale; className?: string }) {
  const [t, categoryLabel, tagLabel] = await Promise.all([getTranslations('ProjectDetail'), getCategoryLabel(), getTagLabel()]);
  const completed = project.completion_date ? formatProjectDate(project.completion_date, locale) : null;
  const facts: { label: string; value: ReactNode; wide?: boolean }[] = [
    project.client_name ? { label: t('client'), value: project.client_name } : null,
    completed && project.completion_date
      ? { label: t('completed'), value: <time dateTime={isoDay(project.completion_date)}>{completed}</time> }
      : project.year
        ? { label: t('year'), value: project.year }
        : null,
    { label: t('category'), value: categoryLabel(project.category) },
    project.project_timeline ? { label: t('timeline'), value: project.project_timeline } : null,
    project.tags.length > 0
      ? {
          label: t('tags'),
          wide: true,
          value: (
            // Separate chips, with a space between them in the text too (copied, read aloud or indexed).
            <ul className="flex flex-wrap gap-2 pt-1 font-sans text-sm *:rounded-full *:border *:border-plum/15 *:px-3 *:py-1">
              {project.tags.map((tag) => (
                <li key={tag}>{hashtag(tagLabel(tag))} </li>
              ))}
            </ul>
          ),
        }
      : null,
  ].filter((fact) => fact !== null);

  return (
    // Each fact's looks come from the list's `facts-list` utility (app/globals.css), written once.
    <dl className={`facts-list ${className}`}>
      {facts.map((fact) => (
        <div key={fact.label} {...(fact.wide && { className: 'col-span-2' })}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

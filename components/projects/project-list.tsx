import { getTranslations } from 'next-intl/server';
import type { Project } from '@/lib/content/types';
import { ProjectCard } from './project-card';
import { FILTER_LABEL_KEYS, matchesFilter, PROJECT_FILTERS } from './project-filter';
import { gridSlot } from './project-grid';
import { ProjectListClient } from './project-list-client';

// The first card's image is the page's largest element on every screen; the rest load lazily.
const PRIORITY_CARDS = 1;

/**
 * Every project is rendered on the server, so the whole portfolio is in the HTML; the filter in
 * the browser only shows or hides cards.
 */
export async function ProjectList({ projects }: { projects: Project[] }) {
  const t = await getTranslations('ProjectsPage');
  const empty = t('empty');
  const filters = PROJECT_FILTERS.map((value) => {
    const count = projects.filter((project) => matchesFilter(project.category, value)).length;
    return { value, label: t(`filters.${FILTER_LABEL_KEYS[value]}`), result: count === 0 ? empty : t('resultCount', { count }) };
  });
  const items = projects.map((project, index) => ({
    id: project.id,
    category: project.category,
    // Sized for its slot with every project shown, as the page opens.
    card: <ProjectCard project={project} slot={gridSlot(index, projects.length)} headingLevel="h2" priority={index < PRIORITY_CARDS} />,
  }));

  return (
    <section className="mx-auto max-w-7xl px-5 pb-24 sm:px-8">
      <ProjectListClient filters={filters} items={items} filterLabel={t('filterLabel')} empty={empty} />
    </section>
  );
}

import { getTranslations } from 'next-intl/server';
import { getPageContent } from '@/lib/content/pages';
import type { Project } from '@/lib/content/types';
import { ProjectCard } from '@/components/projects/project-card';
import { GRID_SLOT_CLASS, gridSlot, PROJECT_GRID, type GridSlot } from '@/components/projects/project-grid';
import { ButtonLink } from '@/components/ui/button-link';
import { SectionHeading } from '@/components/ui/section-heading';

/** Projects shown in this section, after the one the hero leads with (docs/behaviour.md#home). */
const HOME_PROJECT_COUNT = 3;

/** Two cards make a pair (wide beside narrow) rather than two rows; otherwise the portfolio's rhythm. */
const slotOf = (index: number, count: number): GridSlot => (count === 2 ? (index === 0 ? 'major' : 'minor') : gridSlot(index, count));

/** The rest of the featured work, straight after the hero, which shows the first (`projects` is all of it). */
export async function FeaturedProjects({ projects }: { projects: Project[] }) {
  const [t, { featured }] = await Promise.all([getTranslations('HomePage'), getPageContent('home')]);
  const shown = projects.slice(1, 1 + HOME_PROJECT_COUNT);
  return (
    <section className="mx-auto max-w-7xl px-5 pb-24 sm:px-8 lg:pb-32">
      <SectionHeading title={featured.title} lead={featured.lead} />
      {shown.length > 0 ? (
        <ul className={PROJECT_GRID}>
          {shown.map((project, index) => {
            const slot = slotOf(index, shown.length);
            return (
              <li key={project.id} className={GRID_SLOT_CLASS[slot]}>
                <ProjectCard project={project} slot={slot} />
              </li>
            );
          })}
        </ul>
      ) : (
        projects.length === 0 && <p className="text-muted">{t('noFeaturedProjects')}</p>
      )}
      <div className="mt-16">
        <ButtonLink href="/projects" variant="secondary" className="min-h-12">
          {featured.viewAll}
        </ButtonLink>
      </div>
    </section>
  );
}

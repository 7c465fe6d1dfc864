import { getTranslations } from 'next-intl/server';
import { getPageContent } from '@/lib/content/pages';
import type { Project } from '@/lib/content/types';
import { ProjectCard } from '@/components/projects/project-card';
import { GRID_SLOT_CLASS, gridSlot, PROJECT_GRID } from '@/components/projects/project-grid';
import { ButtonLink } from '@/components/ui/button-link';
import { SectionHeading } from '@/components/ui/section-heading';

/** Projects shown on the home page (docs/behaviour.md#home). */
const HOME_PROJECT_COUNT = 3;

/** The featured work, large and straight after the hero: the first of it shows on the first screen. */
export async function FeaturedProjects({ projects }: { projects: Project[] }) {
  const [t, { featured }] = await Promise.all([getTranslations('HomePage'), getPageContent('home')]);
  const shown = projects.slice(0, HOME_PROJECT_COUNT);
  return (
    <section className="mx-auto max-w-7xl px-5 pb-24 sm:px-8 lg:pb-32">
      <SectionHeading title={featured.title} lead={featured.lead} />
      {shown.length > 0 ? (
        <ul className={PROJECT_GRID}>
          {shown.map((project, index) => {
            const slot = gridSlot(index, shown.length);
            return (
              <li key={project.id} className={GRID_SLOT_CLASS[slot]}>
                {/* The first image starts within the first screen on a desktop: it loads first. */}
                <ProjectCard project={project} slot={slot} priority={index === 0} />
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-muted">{t('noFeaturedProjects')}</p>
      )}
      <div className="mt-16">
        <ButtonLink href="/projects" variant="secondary" className="min-h-12">
          {featured.viewAll}
        </ButtonLink>
      </div>
    </section>
  );
}

import { getTranslations } from 'next-intl/server';
import type { Project } from '@/lib/content/types';
import { ProjectCard } from '@/components/projects/project-card';
import { ButtonLink } from '@/components/ui/button-link';
import { SectionHeading } from '@/components/ui/section-heading';

/** Projects shown on the home page (SPEC section 9). */
const HOME_PROJECT_COUNT = 3;

export async function FeaturedProjects({ projects }: { projects: Project[] }) {
  const t = await getTranslations('HomePage');
  const shown = projects.slice(0, HOME_PROJECT_COUNT);
  return (
    <section className="bg-blush/40 py-20">
      <div className="mx-auto max-w-7xl px-5 sm:px-8">
        <SectionHeading title={t('featuredTitle')} lead={t('featuredLead')} />
        {shown.length > 0 ? (
          <div className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
            {shown.map((project) => (
              // Below the hero on every screen: loaded lazily, never ahead of what is seen first.
              <ProjectCard key={project.id} project={project} />
            ))}
          </div>
        ) : (
          <p className="text-center text-muted">{t('noFeaturedProjects')}</p>
        )}
        <div className="mt-12 text-center">
          <ButtonLink href="/projects" variant="secondary">
            {t('viewAllProjects')}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}

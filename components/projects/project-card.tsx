import { getTranslations } from 'next-intl/server';
import type { Project } from '@/lib/content/types';
import { KeepCompounds } from '@/components/ui/keep-compounds';
import { getCategoryLabel, getTagLabel } from './category-label';
import { GRID_SLOT_SIZES, type GridSlot } from './project-grid';
import { HOVER_ZOOM, ProjectPicture } from './project-picture';
import { ProjectTitleLink } from './project-title-link';
import { projectYear } from './project-year';

interface ProjectCardProps {
  project: Project;
  /** Where the card sits in the portfolio's rhythm (project-grid.ts): the width of its image. */
  slot: GridSlot;
  priority?: boolean;
  /** h3 under a section heading (home), h2 where the cards follow the page's h1 (project list). */
  headingLevel?: 'h2' | 'h3';
}

/**
 * A project led by its picture: the image at the height its grid slot gives it, then the facts.
 * The whole card is the title's link (its ::after covers the card), and so is its focus ring.
 */
export async function ProjectCard({ project, slot, priority = false, headingLevel: Heading = 'h3' }: ProjectCardProps) {
  const [t, categoryLabel, tagLabel] = await Promise.all([getTranslations('ProjectCard'), getCategoryLabel(), getTagLabel()]);
  const year = projectYear(project);

  return (
    <article className="@container group relative">
      {/* The first card's picture may be the page's largest paint: it is there at once; the others rise into view. */}
      <div
        className={`relative aspect-[4/3] overflow-hidden rounded-2xl bg-blush md:aspect-auto md:h-(--project-image-h) ${priority ? '' : 'reveal-on-view'}`}
      >
        <ProjectPicture project={project} sizes={GRID_SLOT_SIZES[slot]} priority={priority} className={HOVER_ZOOM} />
      </div>
      <div className="mt-6 grid gap-x-12 gap-y-4 @3xl:grid-cols-[minmax(0,5fr)_minmax(0,4fr)]">
        <div>
          <p className="text-xs font-semibold uppercase tracking-[0.18em] text-rose-deep">
            {categoryLabel(project.category)}
            {year && <span className="text-muted"> · {year}</span>}
          </p>
          <Heading className="mt-3 text-2xl leading-tight text-balance sm:text-3xl @3xl:text-4xl">
            <ProjectTitleLink project={project} />
          </Heading>
        </div>
        <div className="flex flex-col gap-3">
          <p className="max-w-prose leading-relaxed text-muted">
            <KeepCompounds text={project.short_description} />
          </p>
          {project.client_name && <p className="text-sm text-ink">{t('client', { name: project.client_name })}</p>}
          {project.tags.length > 0 && (
            <ul className="flex flex-wrap gap-2 pt-1" aria-label={t('tags')}>
              {project.tags.map((tag) => (
                <li key={tag} className="rounded-full border border-plum/15 px-3 py-1 text-xs text-plum">
                  {tagLabel(tag)}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </article>
  );
}

import type { Project } from '@/lib/content/types';
import { getPageContent } from '@/lib/content/pages';
import { getCategoryLabel } from '@/components/projects/category-label';
import { HOVER_ZOOM, ProjectPicture } from '@/components/projects/project-picture';
import { ProjectTitleLink } from '@/components/projects/project-title-link';
import { projectYear } from '@/components/projects/project-year';
import { ButtonLink } from '@/components/ui/button-link';
import { EYEBROW } from '@/components/ui/section-heading';

/**
 * The first screen leads with work: the studio's promise and, beside it on wide screens and right
 * under it on phones, the lead featured project large, its picture the page's first image. The
 * lead and the two ways in follow. With no featured project the promise stands alone, across.
 * The blush glow fades out inside the section, so no edge of it shows against what follows.
 */
export async function Hero({ work }: { work: Project | undefined }) {
  const { hero } = await getPageContent('home');
  return (
    <section className="bg-[radial-gradient(44rem_26rem_at_88%_0%,var(--color-blush),transparent_70%)]">
      <div className="mx-auto grid max-w-7xl gap-y-8 px-5 pb-16 pt-8 sm:px-8 sm:pt-12 lg:grid-cols-12 lg:gap-x-14 lg:pb-20 lg:pt-10">
        <div className={work ? 'lg:col-span-5 lg:col-start-1 lg:row-start-1 lg:self-end' : 'lg:col-span-10'}>
          <p className={EYEBROW}>{hero.eyebrow}</p>
          <h1 className="mt-4 text-[2.6rem] leading-[1.04] tracking-tight text-balance sm:text-6xl lg:mt-5 lg:text-[4.1rem]">
            {hero.title}
          </h1>
        </div>
        {work && <LeadWork project={work} />}
        <div className={work ? 'lg:col-span-5 lg:col-start-1 lg:row-start-2' : 'lg:col-span-6'}>
          <p className="max-w-xl text-lg leading-relaxed text-muted">{hero.lead}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink href="/services" className="min-h-12">
              {hero.ctaServices}
            </ButtonLink>
            <ButtonLink href="/projects" variant="secondary" className="min-h-12">
              {hero.ctaProjects}
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}

/** The lead project: its picture at a fixed ratio (nothing moves as it arrives), and its name as the link to its case study. */
async function LeadWork({ project }: { project: Project }) {
  const categoryLabel = await getCategoryLabel();
  const year = projectYear(project);
  return (
    <figure className="group relative lg:col-span-7 lg:col-start-6 lg:row-span-2 lg:row-start-1 lg:self-center">
      <div className="relative aspect-[4/3] overflow-hidden rounded-2xl bg-blush lg:aspect-[5/4]">
        <ProjectPicture
          project={project}
          sizes="(min-width: 1280px) 680px, (min-width: 1024px) 55vw, 100vw"
          priority
          className={HOVER_ZOOM}
        />
      </div>
      <figcaption className="mt-4 flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
        {/* A heading like the cards' below, so the work is found among the page's headings too. */}
        <h2 className="text-xl leading-snug">
          <ProjectTitleLink project={project} />
        </h2>
        <span className="text-xs font-semibold uppercase tracking-[0.18em] text-rose-deep">
          {categoryLabel(project.category)}
          {year && <span className="text-muted"> · {year}</span>}
        </span>
      </figcaption>
    </figure>
  );
}

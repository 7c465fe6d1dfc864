import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { projectHref } from '@/i18n/paths';
import type { Project } from '@/lib/content/types';
import { safeImageSrc } from '@/lib/rich-text/urls';
import { ArrowIcon } from '@/components/ui/arrow-icon';
import { OptimizedImage } from '@/components/ui/optimized-image';
import { getCategoryLabel } from './category-label';
import { heroAlt } from './project-alt';
import { HOVER_ZOOM } from './project-picture';
import { SectionLabel } from './section-label';

/** The next project in the portfolio, large: its title is the link, and the whole block answers to it. */
export async function NextProject({ project }: { project: Project }) {
  const [t, categoryLabel] = await Promise.all([getTranslations('ProjectDetail'), getCategoryLabel()]);
  const image = safeImageSrc(project.hero_image ?? project.image_url ?? undefined);
  return (
    <section aria-labelledby="next-project" className="mx-auto max-w-7xl px-5 py-20 sm:px-8 lg:py-28">
      <div className="group relative grid gap-8 lg:grid-cols-12 lg:items-center lg:gap-16">
        <div className="lg:col-span-5">
          <SectionLabel id="next-project">{t('nextProject')}</SectionLabel>
          <p className="mt-5 font-serif text-4xl leading-[1.1] text-balance text-plum sm:text-5xl lg:text-6xl">
            <Link href={projectHref(project)} className="card-link">
              {project.title}
            </Link>
          </p>
          <p className="mt-5 text-sm font-semibold uppercase tracking-[0.18em] text-muted">{categoryLabel(project.category)}</p>
          <span aria-hidden="true" className="arrow-disc">
            <ArrowIcon direction="right" />
          </span>
        </div>
        {image && (
          <div className="relative aspect-[4/3] overflow-hidden rounded-2xl bg-blush lg:col-span-7">
            <OptimizedImage
              src={image}
              alt={heroAlt(project)}
              fill
              unoptimized={!image.startsWith('/')}
              sizes="(min-width: 1280px) 700px, (min-width: 1024px) 58vw, 100vw"
              className={`object-cover ${HOVER_ZOOM}`}
            />
          </div>
        )}
      </div>
    </section>
  );
}

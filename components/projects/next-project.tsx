import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { projectHref } from '@/i18n/paths';
import type { Project } from '@/lib/content/types';
import { safeImageSrc } from '@/lib/rich-text/urls';
import { ArrowIcon } from '@/components/ui/arrow-icon';
import { OptimizedImage } from '@/components/ui/optimized-image';
import { getCategoryLabel } from './category-label';
import { heroAlt } from './project-alt';
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
            <Link
              href={projectHref(project)}
              className="transition-colors group-hover:text-rose-deep group-focus-within:text-rose-deep after:absolute after:inset-0 after:-m-3 after:rounded-3xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-rose-deep"
            >
              {project.title}
            </Link>
          </p>
          <p className="mt-5 text-sm font-semibold uppercase tracking-[0.18em] text-muted">{categoryLabel(project.category)}</p>
          <span
            aria-hidden="true"
            className="mt-8 inline-grid size-14 place-items-center rounded-full border border-plum/25 text-xl text-plum transition-colors group-hover:border-rose-deep group-hover:bg-rose-deep group-hover:text-white"
          >
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
              className="object-cover motion-safe:transition-transform motion-safe:duration-700 motion-safe:ease-out motion-safe:group-hover:scale-[1.03]"
            />
          </div>
        )}
      </div>
    </section>
  );
}

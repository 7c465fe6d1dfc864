import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { Project } from '@/lib/content/types';
import { safeImageSrc } from '@/lib/rich-text/urls';
import { ArrowIcon } from '@/components/ui/arrow-icon';
import { Badge } from '@/components/ui/badge';
import { OptimizedImage } from '@/components/ui/optimized-image';
import { heroAlt } from './project-alt';
import { ProjectFacts } from './project-facts';

/** The opening of a project page: its one h1, the summary, the facts and the hero image. */
export async function ProjectDetailHeader({ project, locale }: { project: Project; locale: Locale }) {
  const t = await getTranslations('ProjectDetail');
  const hero = safeImageSrc(project.hero_image ?? project.image_url ?? undefined);
  return (
    <header className="bg-[radial-gradient(36rem_22rem_at_85%_0%,var(--color-blush),transparent_70%)]">
      <div className="mx-auto max-w-6xl px-5 pt-10 sm:px-8 sm:pt-14">
        <Link href="/projects" className="text-sm font-semibold text-rose-deep hover:text-plum">
          <ArrowIcon direction="left" /> {t('allProjects')}
        </Link>
        <div className="mt-8 max-w-4xl">
          {project.featured && <Badge>{t('featured')}</Badge>}
          <h1 className="mt-4 text-4xl leading-tight sm:text-5xl lg:text-6xl">{project.title}</h1>
          <p className="mt-6 text-lg leading-relaxed text-muted sm:text-xl">{project.short_description}</p>
        </div>
        <ProjectFacts project={project} locale={locale} />
        {hero && (
          <div className="relative mt-10 aspect-[16/9] overflow-hidden rounded-3xl bg-blush shadow-sm ring-1 ring-plum/5">
            <OptimizedImage src={hero} alt={heroAlt(project)} fill priority unoptimized={!hero.startsWith('/')} sizes="(min-width: 1152px) 1088px, 100vw" className="object-cover" />
          </div>
        )}
      </div>
    </header>
  );
}

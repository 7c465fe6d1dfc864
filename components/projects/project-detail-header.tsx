import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Project } from '@/lib/content/types';
import { ArrowIcon } from '@/components/ui/arrow-icon';
import { getCategoryLabel } from './category-label';
import { ProjectPicture, projectPictureSrc } from './project-picture';
import { projectYear } from './project-year';

/**
 * The opening of a project page: its one h1 set large, then the hero image from edge to edge.
 * The image is the page's largest element: loaded first, at a height fixed before it arrives.
 */
export async function ProjectDetailHeader({ project }: { project: Project }) {
  const [t, categoryLabel] = await Promise.all([getTranslations('ProjectDetail'), getCategoryLabel()]);
  const year = projectYear(project);
  return (
    <header>
      <div className="mx-auto max-w-7xl px-5 pt-4 sm:px-8 sm:pt-8">
        <Link href="/projects" className="back-link -ml-1 gap-2 px-1">
          <ArrowIcon direction="left" /> {t('allProjects')}
        </Link>
        <div className="mt-5 flex flex-wrap items-center gap-x-5 gap-y-3 sm:mt-8">
          <p className="text-xs font-semibold uppercase tracking-[0.18em] text-rose-deep">
            {categoryLabel(project.category)}
            {year && <span className="text-muted"> · {year}</span>}
          </p>
        </div>
        <h1 className="mt-5 max-w-6xl text-[2.75rem] leading-[1.05] tracking-tight text-balance sm:text-6xl lg:text-[5.5rem]">
          {project.title}
        </h1>
      </div>
      {projectPictureSrc(project) && (
        <div className="relative mt-10 aspect-[4/3] w-full overflow-hidden bg-blush sm:aspect-[16/9] lg:mt-16 lg:aspect-auto lg:h-[min(82vh,56rem)]">
          <ProjectPicture project={project} sizes="100vw" priority />
        </div>
      )}
    </header>
  );
}

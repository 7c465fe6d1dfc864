import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Project } from '@/lib/content/types';
import { Badge } from '@/components/ui/badge';
import { OptimizedImage } from '@/components/ui/optimized-image';
import { getCategoryLabel } from './category-label';
import { heroAlt } from './project-alt';
import { projectHref, projectYear } from './project-year';

interface ProjectCardProps {
  project: Project;
  priority?: boolean;
  /** h3 under a section heading (home), h2 where the cards follow the page's h1 (project list). */
  headingLevel?: 'h2' | 'h3';
}

export async function ProjectCard({ project, priority = false, headingLevel: Heading = 'h3' }: ProjectCardProps) {
  const [t, tCommon, categoryLabel] = await Promise.all([getTranslations('ProjectCard'), getTranslations('Common'), getCategoryLabel()]);
  const image = project.hero_image ?? project.image_url;
  const year = projectYear(project);

  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-plum/5 transition-shadow hover:shadow-lg">
      <div className="relative aspect-[16/10] overflow-hidden bg-blush">
        {image && (
          <OptimizedImage
            src={image}
            alt={heroAlt(project)}
            fill
            priority={priority}
            unoptimized={!image.startsWith('/')}
            sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
            className="object-cover transition-transform duration-500 group-hover:scale-105"
          />
        )}
        {project.featured && <Badge className="absolute left-4 top-4">{tCommon('featured')}</Badge>}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-6">
        <p className="text-xs font-semibold uppercase tracking-widest text-rose-deep">
          {categoryLabel(project.category)}
          {year && <span className="text-muted"> · {year}</span>}
        </p>
        <Heading className="text-xl">
          <Link href={projectHref(project)} className="after:absolute after:inset-0">
            {project.title}
          </Link>
        </Heading>
        <p className="text-sm leading-relaxed text-muted">{project.short_description}</p>
        {project.client_name && <p className="text-sm text-ink">{t('client', { name: project.client_name })}</p>}
        {project.tags.length > 0 && (
          <ul className="mt-auto flex flex-wrap gap-2 pt-2" aria-label={t('tags')}>
            {project.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-cream px-3 py-1 text-xs text-plum">
                {tag}
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}

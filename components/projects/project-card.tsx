import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Project } from '@/lib/content/types';
import { Badge } from '@/components/ui/badge';
import { projectHref, projectYear } from './project-year';

export async function ProjectCard({ project, priority = false }: { project: Project; priority?: boolean }) {
  const t = await getTranslations('ProjectCard');
  const tCommon = await getTranslations('Common');
  const image = project.hero_image ?? project.image_url;
  const year = projectYear(project);

  return (
    <article className="group relative flex flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-plum/5 transition-shadow hover:shadow-lg">
      <div className="relative aspect-[16/10] overflow-hidden bg-blush">
        {image && (
          <Image
            src={image}
            alt=""
            fill
            priority={priority}
            sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
            className="object-cover transition-transform duration-500 group-hover:scale-105"
          />
        )}
        {project.featured && <Badge className="absolute left-4 top-4">{tCommon('featured')}</Badge>}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-6">
        <p className="text-xs font-semibold uppercase tracking-widest text-rose-deep">
          {project.category}
          {year && <span className="text-muted"> · {year}</span>}
        </p>
        <h3 className="text-xl">
          <Link href={projectHref(project)} className="after:absolute after:inset-0" aria-label={t('viewProject', { title: project.title })}>
            {project.title}
          </Link>
        </h3>
        <p className="text-sm leading-relaxed text-muted">{project.short_description}</p>
        {project.client_name && <p className="text-sm text-ink">{t('client', { name: project.client_name })}</p>}
        {project.tags.length > 0 && (
          <ul className="mt-auto flex flex-wrap gap-2 pt-2">
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

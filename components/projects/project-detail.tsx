import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { Project } from '@/lib/content/types';
import { ButtonLink } from '@/components/ui/button-link';
import { ProjectAside } from './project-aside';
import { ProjectDetailHeader } from './project-detail-header';
import { ProjectGallery } from './project-gallery';
import { ProjectVideo } from './project-video';
import { RichText } from './rich-text';

/** A portfolio project: summary and facts, the story, video and gallery, tags and next steps. */
export async function ProjectDetail({ project, locale }: { project: Project; locale: Locale }) {
  const t = await getTranslations('ProjectDetail');
  return (
    <article>
      <ProjectDetailHeader project={project} locale={locale} />
      <div className="mx-auto grid max-w-6xl gap-12 px-5 py-16 sm:px-8 lg:grid-cols-[1fr_18rem] lg:items-start">
        <div className="min-w-0">
          <section aria-labelledby="project-overview">
            <h2 id="project-overview" className="text-3xl">
              {t('overview')}
            </h2>
            {/* The story's own headings sit one level below this section's h2. */}
            <RichText html={project.full_description} headingOffset={1} className="mt-6" />
          </section>
          <ProjectVideo url={project.video_url} title={project.title} />
          <ProjectGallery project={project} />
        </div>
        <ProjectAside tags={project.tags} />
      </div>
      <div className="pb-20 text-center">
        <ButtonLink href="/projects" variant="secondary">
          {t('backToProjects')}
        </ButtonLink>
      </div>
    </article>
  );
}

import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { Project } from '@/lib/content/types';
import { ProjectClosing } from './project-closing';
import { ProjectDetailHeader } from './project-detail-header';
import { ProjectFacts } from './project-facts';
import { ProjectGallery } from './project-gallery';
import { ProjectVideo } from './project-video';
import { RichText } from './rich-text';
import { SectionLabel } from './section-label';

interface ProjectDetailProps {
  project: Project;
  /** The project the page ends on, if the portfolio has another. */
  next: Project | null;
  locale: Locale;
}

/**
 * A portfolio project as a case study: title and hero image, the summary beside the facts, the
 * story in a reading measure, video and gallery large, then the call to action and the next project.
 * From large screens on, the facts and the section headings keep to a left-hand rail.
 */
export async function ProjectDetail({ project, next, locale }: ProjectDetailProps) {
  const t = await getTranslations('ProjectDetail');
  return (
    <article>
      <ProjectDetailHeader project={project} />
      <div className="mx-auto grid max-w-7xl gap-x-16 gap-y-12 px-5 pt-12 sm:px-8 sm:pt-16 lg:grid-cols-12 lg:pt-24">
        <p className="font-serif text-2xl leading-snug text-pretty text-plum sm:text-3xl lg:col-span-8 lg:col-start-5 lg:row-start-1 lg:text-[2.5rem] lg:leading-[1.25]">
          {project.short_description}
        </p>
        <ProjectFacts project={project} locale={locale} className="lg:col-span-4 lg:col-start-1 lg:row-start-1 lg:self-start" />
      </div>
      <section
        aria-labelledby="project-overview"
        className="mx-auto mt-20 grid max-w-7xl gap-x-16 gap-y-8 px-5 sm:px-8 lg:mt-28 lg:grid-cols-12"
      >
        <SectionLabel id="project-overview" className="lg:sticky lg:top-28 lg:col-span-4 lg:self-start">
          {t('overview')}
        </SectionLabel>
        {/* The story's own headings sit one level below this section's h2. */}
        <RichText html={project.full_description} headingOffset={1} className="max-w-[65ch] lg:col-span-8 lg:col-start-5" />
      </section>
      <ProjectVideo url={project.video_url} title={project.title} />
      <ProjectGallery project={project} />
      <ProjectClosing next={next} />
    </article>
  );
}

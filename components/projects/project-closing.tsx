import { getTranslations } from 'next-intl/server';
import type { Project } from '@/lib/content/types';
import { ButtonLink } from '@/components/ui/button-link';
import { NextProject } from './next-project';

/** The end of a project page: the invitation to start one's own, then the way on to the next project. */
export async function ProjectClosing({ next }: { next: Project | null }) {
  const t = await getTranslations('ProjectDetail');
  return (
    <>
      <section aria-labelledby="project-cta" className="mt-24 bg-plum text-cream lg:mt-32">
        <div className="mx-auto grid max-w-7xl gap-10 px-5 py-20 sm:px-8 lg:grid-cols-12 lg:items-end lg:py-28">
          <h2 id="project-cta" className="text-4xl leading-[1.05] text-balance text-cream sm:text-6xl lg:col-span-7 lg:text-7xl">
            {t('ctaTitle')}
          </h2>
          <div className="lg:col-span-5">
            <p className="max-w-md text-lg leading-relaxed text-cream/80">{t('ctaText')}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <ButtonLink href="/contact" variant="light" className="min-h-12">
                {t('startProject')}
              </ButtonLink>
              <ButtonLink href="/projects" variant="outline-light" className="min-h-12">
                {t('backToProjects')}
              </ButtonLink>
            </div>
          </div>
        </div>
      </section>
      {next && <NextProject project={next} />}
    </>
  );
}

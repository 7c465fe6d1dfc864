import { getTranslations } from 'next-intl/server';
import type { Project } from '@/lib/content/types';
import { CtaPanel } from '@/components/ui/cta-panel';
import { NextProject } from './next-project';

/** The end of a project page: the invitation to start one's own, then the way on to the next project. */
export async function ProjectClosing({ next }: { next: Project | null }) {
  const t = await getTranslations('ProjectDetail');
  return (
    <>
      <CtaPanel
        layout="band"
        spaced
        title={t('ctaTitle')}
        text={t('ctaText')}
        primary={{ href: '/contact', label: t('startProject') }}
        secondary={{ href: '/projects', label: t('backToProjects') }}
      />
      {next && <NextProject project={next} />}
    </>
  );
}

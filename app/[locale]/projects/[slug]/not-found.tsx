import { getTranslations } from 'next-intl/server';
import { StatusView } from '@/components/layout/status-view';
import { ButtonLink } from '@/components/ui/button-link';

/** An unknown project: a 404 that leads back to the portfolio rather than the home page. */
export default async function ProjectNotFound() {
  const [t, tError] = await Promise.all([getTranslations('ProjectDetail'), getTranslations('Error.project')]);
  return (
    <StatusView notFound status={t('notFoundText')} title={t('notFoundTitle')} help={tError('help')}>
      <ButtonLink href="/projects">{t('backToProjects')}</ButtonLink>
      <ButtonLink href="/contact" variant="secondary">
        {t('startProject')}
      </ButtonLink>
    </StatusView>
  );
}

import { getTranslations } from 'next-intl/server';
import { StatusView } from '@/components/layout/status-view';
import { ButtonLink } from '@/components/ui/button-link';

// Its title is the locale layout's default metadata ('Page not found'): a not-found view has none.
export default async function LocaleNotFound() {
  const t = await getTranslations('NotFound');
  return (
    <StatusView status={t('status')} title={t('title')} help={t('text')}>
      <ButtonLink href="/">{t('home')}</ButtonLink>
      <ButtonLink href="/projects" variant="secondary">
        {t('work')}
      </ButtonLink>
    </StatusView>
  );
}

import { getTranslations } from 'next-intl/server';
import { StatusView } from '@/components/layout/status-view';
import { ButtonLink } from '@/components/ui/button-link';

/** An unknown article, or one not written in this language: a 404 that leads back to the journal. */
export default async function ArticleNotFound() {
  const t = await getTranslations('Journal');
  return (
    <StatusView notFound status={t('notFoundText')} title={t('notFoundTitle')} help={t('notFoundHelp')}>
      <ButtonLink href="/journal">{t('backToJournal')}</ButtonLink>
    </StatusView>
  );
}

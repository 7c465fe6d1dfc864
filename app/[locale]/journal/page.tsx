import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { PagePreviewBanner } from '@/components/layout/page-preview-banner';
import { JournalIndex } from '@/components/journal/journal-index';
import { asLocale } from '@/i18n/locale';
import { journalMetadata } from '@/lib/seo/journal-metadata';

export { renderOnFirstVisit as generateStaticParams } from '@/lib/rendering';

type Props = PageProps<'/[locale]/journal'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return journalMetadata(asLocale((await params).locale), {});
}

export default async function JournalPage({ params }: Props) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  return (
    <>
      <PagePreviewBanner path="/journal" />
      <JournalIndex locale={locale} />
    </>
  );
}

import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { JournalIndex } from '@/components/journal/journal-index';
import { asLocale } from '@/i18n/locale';
import { pageNumber } from '@/lib/journal/list-params';
import { journalMetadata } from '@/lib/seo/journal-metadata';

export { renderOnFirstVisit as generateStaticParams } from '@/lib/rendering';

type Props = PageProps<'/[locale]/journal/page/[page]'>;

async function listOf({ params }: Props) {
  const { locale, page } = await params;
  const number = pageNumber(page);
  if (number === null) notFound();
  return { locale: asLocale(locale), page: number };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, page } = await listOf(props);
  return journalMetadata(locale, { page });
}

export default async function JournalListPage(props: Props) {
  const { locale, page } = await listOf(props);
  setRequestLocale(locale);
  return <JournalIndex locale={locale} page={page} />;
}

import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { JournalIndex } from '@/components/journal/journal-index';
import { asLocale } from '@/i18n/locale';
import { articleCategory, pageNumber } from '@/lib/journal/list-params';
import { journalMetadata } from '@/lib/seo/journal-metadata';

export { renderOnFirstVisit as generateStaticParams } from '@/lib/rendering';

type Props = PageProps<'/[locale]/journal/category/[category]/page/[page]'>;

async function listOf({ params }: Props) {
  const { locale, category, page } = await params;
  const topic = articleCategory(category);
  const number = pageNumber(page);
  if (!topic || number === null) notFound();
  return { locale: asLocale(locale), category: topic, page: number };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, category, page } = await listOf(props);
  return journalMetadata(locale, { category, page });
}

export default async function JournalTopicListPage(props: Props) {
  const { locale, category, page } = await listOf(props);
  setRequestLocale(locale);
  return <JournalIndex locale={locale} category={category} page={page} />;
}

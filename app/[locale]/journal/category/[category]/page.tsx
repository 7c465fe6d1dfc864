import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { JournalIndex } from '@/components/journal/journal-index';
import { asLocale } from '@/i18n/locale';
import { articleCategory } from '@/lib/journal/list-params';
import { journalMetadata } from '@/lib/seo/journal-metadata';

export { renderOnFirstVisit as generateStaticParams } from '@/lib/rendering';

type Props = PageProps<'/[locale]/journal/category/[category]'>;

async function listOf({ params }: Props) {
  const { locale, category } = await params;
  const topic = articleCategory(category);
  if (!topic) notFound();
  return { locale: asLocale(locale), category: topic };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, category } = await listOf(props);
  return journalMetadata(locale, { category });
}

export default async function JournalTopicPage(props: Props) {
  const { locale, category } = await listOf(props);
  setRequestLocale(locale);
  return <JournalIndex locale={locale} category={category} />;
}

import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getArticleCategoryLabel } from '@/lib/journal/category-label';
import { ArticleView } from '@/components/journal/article-view';
import { articleAfter } from '@/components/journal/next-article';
import { JsonLdScript } from '@/components/seo/json-ld';
import { asLocale } from '@/i18n/locale';
import { PreviewBanner } from '@/components/layout/preview-banner';
import { articlePath, localizedPath } from '@/i18n/paths';
import { getArticlesWrittenIn } from '@/lib/content/articles';
import { getPageContent } from '@/lib/content/pages';
import { cardPath } from '@/lib/og/card-path';
import { journalFeeds } from '@/lib/seo/journal-metadata';
import { articleJsonLd, breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { buildMetadata } from '@/lib/seo/metadata';
import { loadArticlePage } from './load-article';

export { renderOnFirstVisit as generateStaticParams } from '@/lib/rendering';

type Props = PageProps<'/[locale]/journal/[slug]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: segment, slug } = await params;
  const locale = asLocale(segment);
  const { article, preview } = await loadArticlePage(locale, slug);
  const metadata = buildMetadata({
    locale,
    path: articlePath(article.slug),
    title: article.seo_title ?? article.title,
    description: article.seo_description ?? article.excerpt,
    card: cardPath(locale, 'article', article.slug),
    type: 'article',
    // Only the languages it is written in: an untranslated article has no page in the others.
    languages: article.languages,
    feeds: await journalFeeds(locale),
  });
  // A preview is for the admin's eyes: never indexed, even if its address leaks.
  return preview ? { ...metadata, robots: { index: false, follow: false } } : metadata;
}

export default async function ArticlePage({ params }: Props) {
  const { locale: segment, slug } = await params;
  const locale = asLocale(segment);
  setRequestLocale(locale);
  const { article, preview } = await loadArticlePage(locale, slug);
  const [journal, categoryLabel, tHeader, { seo }] = await Promise.all([
    getArticlesWrittenIn(locale),
    getArticleCategoryLabel(),
    getTranslations('Header'),
    getPageContent('journal'),
  ]);
  const next = articleAfter(journal, article);
  const path = articlePath(article.slug);
  const trail = [
    { name: tHeader('home'), path: '/' },
    { name: seo.title, path: '/journal' },
    { name: article.title, path },
  ];
  return (
    <>
      {preview && <PreviewBanner returnTo={localizedPath(path, locale)} />}
      <ArticleView article={article} next={next} locale={locale} />
      {!preview && <JsonLdScript data={articleJsonLd(locale, article, path, categoryLabel(article.category))} />}
      {!preview && <JsonLdScript data={breadcrumbJsonLd(locale, trail)} />}
    </>
  );
}

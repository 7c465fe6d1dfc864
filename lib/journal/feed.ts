import 'server-only';
import { Feed } from 'feed';
import { catalogueTranslator } from '@/i18n/catalogues';
import { LOCALE_TAGS } from '@/i18n/locales';
import { articlePath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routing';
import { getArticlesWrittenIn } from '@/lib/content/articles';
import { getPublishedPageContent } from '@/lib/content/pages';
import { absoluteUrl, localizedUrl } from '@/lib/seo/urls';
import { STUDIO_NAME } from '@/lib/site';
import { getArticleCategoryLabel } from './category-label';
import { FEED_PATH } from './feed-path';

/** How many of the newest articles a feed carries: readers keep what they fetched before. */
const FEED_ITEMS = 20;

/**
 * The journal's RSS 2.0 feed in one language: its articles written in that language, newest
 * first, each with its absolute address and its whole excerpt (the `feed` package writes and
 * escapes the XML).
 */
export async function journalFeed(locale: Locale): Promise<string> {
  const t = catalogueTranslator(locale, 'Journal');
  const [articles, { seo }, categoryLabel] = await Promise.all([
    getArticlesWrittenIn(locale),
    getPublishedPageContent('journal', locale),
    getArticleCategoryLabel(locale),
  ]);
  const newest = articles.slice(0, FEED_ITEMS);
  const journalUrl = localizedUrl(locale, '/journal');
  const feed = new Feed({
    title: t('feedTitle', { studio: STUDIO_NAME }),
    description: seo.description,
    id: journalUrl,
    link: journalUrl,
    language: LOCALE_TAGS[locale].language,
    image: absoluteUrl('/images/logo.png'),
    copyright: `© ${STUDIO_NAME}`,
    updated: newest[0] ? new Date(newest[0].published_at) : undefined,
    feedLinks: { rss: localizedUrl(locale, FEED_PATH) },
  });
  for (const article of newest) {
    const url = localizedUrl(locale, articlePath(article.slug));
    feed.addItem({
      title: article.title,
      id: url,
      link: url,
      description: article.excerpt,
      date: new Date(article.published_at),
      category: [{ name: categoryLabel(article.category) }],
    });
  }
  return feed.rss2();
}

/** The feed as a response: XML that feed readers may keep for a few minutes. */
export async function journalFeedResponse(locale: Locale): Promise<Response> {
  return new Response(await journalFeed(locale), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  });
}

import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { journalPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routing';
import { getPageContent } from '@/lib/content/pages';
import { FEED_PATH } from '@/lib/journal/feed-path';
import { cardPath } from '@/lib/og/card-path';
import type { ArticleCategory } from '@/lib/journal/options';
import { STUDIO_NAME } from '@/lib/site';
import { buildMetadata } from './metadata';
import { localizedUrl } from './urls';

/** The journal's feed in `locale`, as a page names it for feed readers (<link rel="alternate">). */
export async function journalFeeds(locale: Locale): Promise<Record<string, string>> {
  const t = await getTranslations({ locale, namespace: 'Journal' });
  return { [localizedUrl(locale, FEED_PATH)]: t('feedTitle', { studio: STUDIO_NAME }) };
}

/** A journal list's metadata: the journal's search texts, with the topic's name and the page's number in the title. */
export async function journalMetadata(
  locale: Locale,
  { category, page = 1 }: { category?: ArticleCategory; page?: number },
): Promise<Metadata> {
  const [{ seo }, t] = await Promise.all([getPageContent('journal', locale), getTranslations({ locale, namespace: 'Journal' })]);
  const parts = [category ? t(`categories.${category}`) : null, seo.title, page > 1 ? t('page', { page }) : null];
  return buildMetadata({
    locale,
    path: journalPath({ category, page }),
    title: parts.filter(Boolean).join(' · '),
    description: seo.description,
    keywords: seo.keywords,
    image: seo.image || undefined,
    card: cardPath(locale, 'page', 'journal'),
    feeds: await journalFeeds(locale),
  });
}

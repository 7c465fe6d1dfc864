import 'server-only';
import { getTranslations } from 'next-intl/server';
import { catalogueTranslator } from '@/i18n/catalogues';
import type { Locale } from '@/i18n/routing';
import { ARTICLE_CATEGORIES, type ArticleCategory } from './options';

const isCategory = (value: string): value is ArticleCategory => (ARTICLE_CATEGORIES as readonly string[]).includes(value);

/**
 * Names an article's topic in the page's language, or in `locale` outside a page (a feed, a card);
 * an unknown one (an older record) as stored.
 */
export async function getArticleCategoryLabel(locale?: Locale): Promise<(category: string) => string> {
  const t = locale ? catalogueTranslator(locale, 'Journal') : await getTranslations('Journal');
  return (category) => (isCategory(category) ? t(`categories.${category}`) : category);
}

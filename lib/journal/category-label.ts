import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { ARTICLE_CATEGORIES, type ArticleCategory } from './options';

const isCategory = (value: string): value is ArticleCategory => (ARTICLE_CATEGORIES as readonly string[]).includes(value);

/** Names an article's topic in `locale` (the request's by default); an unknown one (an older record) as stored. */
export async function getArticleCategoryLabel(locale?: Locale): Promise<(category: string) => string> {
  const t = locale ? await getTranslations({ locale, namespace: 'Journal.categories' }) : await getTranslations('Journal.categories');
  return (category) => (isCategory(category) ? t(category) : category);
}

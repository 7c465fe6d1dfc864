import 'server-only';
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { cache } from 'react';
import { articlePath, journalPath, localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routing';
import { getArticle, type Article } from '@/lib/content/articles';
import { previewedArticle } from '@/lib/content/article-previews';
import { currentArticleSlugFor } from '@/lib/content/article-slug-redirects';

export interface ArticlePageData {
  article: Article;
  /** True when a signed-in admin previews it (draft mode): never cached, shown with a banner. */
  preview: boolean;
}

/**
 * The article a page address shows, once per request (metadata and page share it): the admin's
 * preview (as saved, in whatever state); else the public article in a language it is written in;
 * else a 308 to its current address when the slug is an old one; else the 404. An article not yet
 * translated has no page in that language (its text would stand at a second address): its address
 * there, where the header's language switch leads, is a temporary redirect to that language's
 * journal, as a translation may come (docs/decisions/journal.md).
 */
export const loadArticlePage = cache(async (locale: Locale, slug: string): Promise<ArticlePageData> => {
  const preview = await previewedArticle(locale, slug);
  if (preview) return { article: preview, preview: true };
  const article = await getArticle(slug, locale);
  if (article) {
    if (!article.languages.includes(locale)) redirect(localizedPath(journalPath(), locale));
    return { article, preview: false };
  }
  const current = await currentArticleSlugFor(slug);
  if (current) permanentRedirect(localizedPath(articlePath(current), locale));
  notFound();
});

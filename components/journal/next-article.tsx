import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { Article } from '@/lib/content/articles';
import { ArticleCard } from './article-card';

/** The article after this one in the journal (the next older; the newest after the oldest), if there is another. */
export function articleAfter(articles: Article[], current: Article): Article | null {
  const others = articles.filter((article) => article.id !== current.id);
  if (others.length === 0) return null;
  const index = articles.findIndex((article) => article.id === current.id);
  return articles[index + 1] ?? others[0]!;
}

export async function NextArticle({ article, locale }: { article: Article; locale: Locale }) {
  const t = await getTranslations('Journal');
  return (
    <section aria-labelledby="next-article" className="mx-auto mt-24 max-w-7xl border-t border-plum/10 px-5 pt-20 sm:px-8">
      <h2 id="next-article" className="mb-10 text-xs font-semibold uppercase tracking-[0.2em] text-muted">
        {t('nextArticle')}
      </h2>
      <ArticleCard article={article} locale={locale} lead headingLevel="h3" />
    </section>
  );
}

import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { Article } from '@/lib/content/articles';
import { formatProjectDate, isoDay } from '@/components/projects/project-date';
import { getArticleCategoryLabel } from '@/lib/journal/category-label';

/** An article's topic, date and reading time on one line: the eyebrow of a card and of the article. */
export async function ArticleMeta({ article, locale, className = '' }: { article: Article; locale: Locale; className?: string }) {
  const [t, categoryLabel] = await Promise.all([getTranslations('Journal'), getArticleCategoryLabel()]);
  return (
    <p className={`text-xs font-semibold uppercase tracking-[0.18em] text-rose-deep ${className}`}>
      {categoryLabel(article.category)}
      <span className="text-muted">
        {' · '}
        {/* A line breaks between the parts, not inside "4 min read" or a date. */}
        <time dateTime={isoDay(article.published_at)} className="whitespace-nowrap">
          {formatProjectDate(article.published_at, locale)}
        </time>
        {' · '}
        <span className="whitespace-nowrap">{t('readingTime', { minutes: article.reading_minutes })}</span>
      </span>
    </p>
  );
}

import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { Link } from '@/i18n/navigation';
import { journalPath, localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routing';
import { getArticlesWrittenIn } from '@/lib/content/articles';
import { getPageContent } from '@/lib/content/pages';
import { ARTICLE_CATEGORIES } from '@/lib/journal/options';
import { FEED_PATH } from '@/lib/journal/feed-path';
import { ArrowIcon } from '@/components/ui/arrow-icon';
import { PageHeader } from '@/components/ui/page-header';
import { ArticleCard } from './article-card';
import { getArticleCategoryLabel } from '@/lib/journal/category-label';

/** Articles a list page shows: three rows of three on wide screens. */
export const ARTICLES_PER_PAGE = 9;

interface JournalIndexProps {
  locale: Locale;
  /** One topic's articles; all when absent. */
  category?: string;
  page?: number;
}

/**
 * /journal and its topics and pages: newest first, the newest of all set large, the topics as
 * links (each its own address, so every list is a cached page a search engine can follow).
 */
export async function JournalIndex({ locale, category, page = 1 }: JournalIndexProps) {
  const [all, { header, empty }, t, categoryLabel] = await Promise.all([
    getArticlesWrittenIn(locale),
    getPageContent('journal'),
    getTranslations('Journal'),
    getArticleCategoryLabel(),
  ]);
  const articles = category ? all.filter((article) => article.category === category) : all;
  const pages = Math.max(1, Math.ceil(articles.length / ARTICLES_PER_PAGE));
  if (page > pages) notFound();
  const shown = articles.slice((page - 1) * ARTICLES_PER_PAGE, page * ARTICLES_PER_PAGE);
  const [lead, ...rest] = !category && page === 1 ? shown : [undefined, ...shown];
  const topics = ARTICLE_CATEGORIES.filter((topic) => topic === category || all.some((article) => article.category === topic));

  return (
    <>
      <PageHeader eyebrow={header.eyebrow} title={category ? categoryLabel(category) : header.title} lead={header.lead} />
      <div className="mx-auto max-w-7xl px-5 pb-24 sm:px-8">
        {topics.length > 0 && (
          <nav aria-label={t('topics')} className="-mt-2 mb-12 flex flex-wrap gap-2 sm:mb-16">
            {[undefined, ...topics].map((topic) => (
              <Link
                key={topic ?? 'all'}
                href={journalPath({ category: topic })}
                aria-current={topic === category ? 'page' : undefined}
                className="rounded-full border border-plum/20 px-4 py-2 text-sm text-plum transition-colors hover:border-plum aria-[current=page]:border-plum aria-[current=page]:bg-plum aria-[current=page]:text-white"
              >
                {topic ? categoryLabel(topic) : t('allTopics')}
              </Link>
            ))}
          </nav>
        )}
        {shown.length === 0 ? (
          <div className="max-w-xl py-12">
            <h2 className="text-3xl">{empty.title}</h2>
            <p className="mt-4 text-lg leading-relaxed text-muted">{empty.text}</p>
          </div>
        ) : (
          <>
            {lead && (
              <div className="mb-16 border-b border-plum/10 pb-16 lg:mb-20 lg:pb-20">
                <ArticleCard article={lead} locale={locale} lead priority />
              </div>
            )}
            {rest.length > 0 && (
              <div className="grid gap-x-10 gap-y-16 md:grid-cols-2 lg:grid-cols-3">
                {rest.map((article, index) => (
                  <ArticleCard key={article!.id} article={article!} locale={locale} priority={!lead && index === 0} />
                ))}
              </div>
            )}
          </>
        )}
        {pages > 1 && (
          <nav
            aria-label={t('pagination')}
            className="mt-20 flex flex-wrap items-center justify-between gap-4 border-t border-plum/10 pt-8"
          >
            {page > 1 ? (
              <Link href={journalPath({ category, page: page - 1 })} className="back-link gap-2" rel="prev">
                <ArrowIcon direction="left" /> {t('newer')}
              </Link>
            ) : (
              <span />
            )}
            <p className="text-sm text-muted">{t('pageOf', { page, pages })}</p>
            {page < pages ? (
              <Link href={journalPath({ category, page: page + 1 })} className="back-link gap-2" rel="next">
                {t('older')} <ArrowIcon direction="right" />
              </Link>
            ) : (
              <span />
            )}
          </nav>
        )}
        {all.length > 0 && (
          <p className="mt-12 text-sm">
            <a
              href={localizedPath(FEED_PATH, locale)}
              className="inline-flex min-h-11 items-center text-plum underline decoration-plum/30 underline-offset-4 hover:decoration-plum"
            >
              {t('feed')}
            </a>
          </p>
        )}
      </div>
    </>
  );
}

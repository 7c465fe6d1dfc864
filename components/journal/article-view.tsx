import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { Article } from '@/lib/content/articles';
import { RichText } from '@/components/projects/rich-text';
import { ArrowIcon } from '@/components/ui/arrow-icon';
import { ArticleByline } from './article-byline';
import { ArticleMeta } from './article-meta';
import { ArticlePicture } from './article-picture';
import { NextArticle } from './next-article';
import { RelatedWork } from './related-work';

interface ArticleViewProps {
  article: Article;
  /** The article the page ends on, if the journal has another. */
  next: Article | null;
  locale: Locale;
}

/**
 * An article: its topic, title and lede in a reading column, the author, the cover wide, then the
 * text in a reading measure, the work it names and the next article.
 */
export async function ArticleView({ article, next, locale }: ArticleViewProps) {
  const t = await getTranslations('Journal');
  return (
    <article>
      <header className="mx-auto max-w-7xl px-5 pt-4 sm:px-8 sm:pt-8">
        <Link href="/journal" className="back-link -ml-1 gap-2 px-1">
          <ArrowIcon direction="left" /> {t('backToJournal')}
        </Link>
        <div className="mx-auto mt-8 max-w-3xl sm:mt-12">
          <ArticleMeta article={article} locale={locale} />
          <h1 className="mt-5 text-[2.5rem] leading-[1.08] tracking-tight text-balance sm:text-6xl">{article.title}</h1>
          <p className="mt-6 font-serif text-xl leading-snug text-pretty text-plum sm:text-2xl">{article.excerpt}</p>
          <div className="mt-8">
            <ArticleByline article={article} />
          </div>
        </div>
        <div className="relative mx-auto mt-10 aspect-[3/2] max-w-5xl overflow-hidden rounded-2xl bg-blush sm:mt-14">
          <ArticlePicture article={article} sizes="(min-width: 1024px) 1024px, 100vw" priority />
        </div>
      </header>
      {/* The article's own headings are the page's h2s, under its h1. */}
      <RichText html={article.body} headingOffset={0} className="mx-auto mt-14 max-w-[65ch] px-5 sm:mt-20 sm:px-0" />
      <RelatedWork article={article} locale={locale} />
      {next && <NextArticle article={next} locale={locale} />}
    </article>
  );
}

import { Link } from '@/i18n/navigation';
import { articlePath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routing';
import type { Article } from '@/lib/content/articles';
import { ArrowIcon } from '@/components/ui/arrow-icon';
import { HOVER_ZOOM } from '@/components/projects/project-picture';
import { ArticleMeta } from './article-meta';
import { ArticlePicture } from './article-picture';

interface ArticleCardProps {
  article: Article;
  locale: Locale;
  /** The journal's newest article is set large, its picture beside the text on wide screens. */
  lead?: boolean;
  priority?: boolean;
  headingLevel?: 'h2' | 'h3';
}

/** An article in a list: cover, topic and date, title (the card's link), excerpt. */
export function ArticleCard({ article, locale, lead = false, priority = false, headingLevel: Heading = 'h2' }: ArticleCardProps) {
  return (
    <article className={`group relative grid gap-6 ${lead ? 'lg:grid-cols-12 lg:items-center lg:gap-16' : ''}`}>
      <div className={`relative aspect-[3/2] overflow-hidden rounded-2xl bg-blush ${lead ? 'lg:col-span-7' : ''}`}>
        <ArticlePicture
          article={article}
          priority={priority}
          sizes={
            lead
              ? '(min-width: 1280px) 700px, (min-width: 1024px) 58vw, 100vw'
              : '(min-width: 1280px) 400px, (min-width: 768px) 45vw, 100vw'
          }
          className={HOVER_ZOOM}
        />
      </div>
      <div className={lead ? 'lg:col-span-5' : ''}>
        <ArticleMeta article={article} locale={locale} />
        <Heading className={`mt-3 leading-tight text-balance ${lead ? 'text-3xl sm:text-4xl lg:text-5xl' : 'text-2xl'}`}>
          <Link href={articlePath(article.slug)} className="card-link">
            {article.title}
            <span className="ml-2 inline-block text-[0.7em] motion-safe:transition-transform motion-safe:group-hover:translate-x-1">
              <ArrowIcon direction="right" />
            </span>
          </Link>
        </Heading>
        <p className={`mt-4 max-w-prose leading-relaxed text-muted ${lead ? 'text-lg' : ''}`}>{article.excerpt}</p>
      </div>
    </article>
  );
}

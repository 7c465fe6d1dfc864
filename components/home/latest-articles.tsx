import type { Locale } from '@/i18n/routing';
import type { Article } from '@/lib/content/articles';
import { getPageContent } from '@/lib/content/pages';
import { ArticleCard } from '@/components/journal/article-card';
import { ButtonLink } from '@/components/ui/button-link';
import { SectionHeading } from '@/components/ui/section-heading';

/** How many of the journal's newest articles the home page shows. */
export const HOME_ARTICLE_COUNT = 2;

/** The journal's newest articles, side by side; no section while the journal is empty. */
export async function LatestArticles({ articles, locale }: { articles: Article[]; locale: Locale }) {
  const shown = articles.slice(0, HOME_ARTICLE_COUNT);
  if (shown.length === 0) return null;
  const { journal: texts } = await getPageContent('home');
  return (
    <section className="mx-auto max-w-7xl px-5 pb-24 sm:px-8 lg:pb-32">
      <SectionHeading title={texts.title} lead={texts.lead} />
      <div className="grid gap-x-10 gap-y-14 md:grid-cols-2">
        {shown.map((article) => (
          <ArticleCard key={article.id} article={article} locale={locale} headingLevel="h3" />
        ))}
      </div>
      <div className="mt-12">
        <ButtonLink href="/journal" variant="secondary">
          {texts.viewAll}
        </ButtonLink>
      </div>
    </section>
  );
}

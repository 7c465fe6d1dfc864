import { eq } from 'drizzle-orm';
import { getRedirectStatusCodeFromError, getURLFromRedirectError } from 'next/dist/client/components/redirect';
import type { RedirectError } from 'next/dist/client/components/redirect-error';
import { loadArticlePage } from '@/app/[locale]/journal/[slug]/load-article';
import { getArticle, getArticles } from '@/lib/content/articles';
import { getDb } from '@/lib/db/client';
import { articles } from '@/lib/db/schema';
import { articleSeeds } from '@/lib/db/seed/data/articles';
import { announceDueArticles } from '@/lib/journal/scheduler';

// What a reader of the journal gets: published articles from their time on, newest first, each
// with the languages it is written in (docs/behaviour.md#journal).

jest.mock('next/headers', () => jest.requireActual('../support/xss-render-mocks').noDraftMode);

const base = {
  title: { en: 'Hidden' },
  excerpt: { en: 'x' },
  coverImage: '/x.webp',
  body: { en: '<p>x</p>' },
  category: 'process',
  author: 'x',
};
const hour = 60 * 60 * 1000;

describe('the journal for readers', () => {
  beforeAll(async () => {
    const db = await getDb();
    await db.insert(articles).values([
      { ...base, slug: 'a-draft', status: 'draft', publishedAt: new Date(Date.now() - hour) },
      { ...base, slug: 'scheduled', status: 'published', publishedAt: new Date(Date.now() + hour) },
      { ...base, slug: 'english-only', status: 'published', publishedAt: new Date(Date.now() - hour), title: { en: 'English only' } },
    ]);
  });

  it('lists published articles newest first, without drafts or those scheduled ahead', async () => {
    const slugs = (await getArticles('en')).map((article) => article.slug);
    const seeded = [...articleSeeds].sort((a, b) => b.published_at.localeCompare(a.published_at)).map((article) => article.slug);
    expect(slugs).toEqual(['english-only', ...seeded]);
    expect(await getArticle('scheduled', 'en')).toBeNull();
    expect(await getArticle('a-draft', 'en')).toBeNull();
  });

  it('shows a scheduled article once its time has come', async () => {
    const db = await getDb();
    await db
      .update(articles)
      .set({ publishedAt: new Date(Date.now() - 1000) })
      .where(eq(articles.slug, 'scheduled'));
    expect((await getArticle('scheduled', 'en'))?.title).toBe('Hidden');
  });

  it('names the languages an article is written in, and falls back to the default language elsewhere', async () => {
    const seeded = await getArticle(articleSeeds[0]!.slug, 'no');
    expect(seeded?.languages).toEqual(['en', 'no']);
    expect(seeded?.title).toBe(articleSeeds[0]!.title.no);
    const english = await getArticle('english-only', 'no');
    expect(english?.languages).toEqual(['en']);
    expect(english?.title).toBe('English only');
  });

  it("sends a reader from an article's address in a language it is not written in to that language's journal", async () => {
    expect((await loadArticlePage('en', 'english-only')).article.title).toBe('English only');
    const refusal = await loadArticlePage('no', 'english-only').then(
      () => null,
      (error: RedirectError) => error,
    );
    expect(refusal && [getRedirectStatusCodeFromError(refusal), getURLFromRedirectError(refusal)]).toEqual([307, '/no/journal']);
  });

  it('gives each article a reading time from its words', async () => {
    for (const article of await getArticles('en')) expect(article.reading_minutes).toBeGreaterThanOrEqual(1);
    const longest = (await getArticles('en')).find((article) => article.slug === articleSeeds[0]!.slug);
    expect(longest?.reading_minutes).toBeGreaterThanOrEqual(3);
  });

  it('finds no article for a made-up slug', async () => {
    expect(await getArticle('../../etc/passwd', 'en')).toBeNull();
    expect(await getArticle('x'.repeat(500), 'en')).toBeNull();
  });
});

describe("the journal's scheduler", () => {
  it('announces each article that came due once, however many instances look at the same time', async () => {
    const db = await getDb();
    await db.insert(articles).values([
      { ...base, slug: 'came-due', status: 'published', publishedAt: new Date(Date.now() - 1000) },
      { ...base, slug: 'not-yet', status: 'published', publishedAt: new Date(Date.now() + hour) },
      { ...base, slug: 'draft-due', status: 'draft', publishedAt: new Date(Date.now() - 1000) },
    ]);
    // Every article published so far in this file came due unannounced too ('scheduled', 'english-only').
    const claims = await Promise.all([announceDueArticles(), announceDueArticles(), announceDueArticles()]);
    expect(claims.reduce((sum, count) => sum + count, 0)).toBe(3);
    expect(await announceDueArticles()).toBe(0);
    const announced = await db.select({ slug: articles.slug, at: articles.announcedAt }).from(articles).where(eq(articles.slug, 'not-yet'));
    expect(announced).toEqual([{ slug: 'not-yet', at: null }]);
  });
});

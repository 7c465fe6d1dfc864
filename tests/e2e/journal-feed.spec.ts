import { expect, test } from '@playwright/test';
import Parser from 'rss-parser';
import { articleSeeds } from '@/lib/db/seed/data/articles';

// The journal's RSS feeds as a feed reader takes them: parsed by a real RSS parser, each item's
// link an absolute address that answers (docs/behaviour.md#journal).

const SITE = `http://localhost:${process.env.E2E_PORT ?? 3100}`;
const newestFirst = [...articleSeeds].sort((a, b) => b.published_at.localeCompare(a.published_at));

for (const locale of ['en', 'no'] as const) {
  const prefix = locale === 'en' ? '' : '/no';

  test(`the ${locale} feed parses as RSS with every article written in ${locale}, newest first, each link answering`, async ({
    request,
  }) => {
    const response = await request.get(`${prefix}/journal/feed.xml`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
    const feed = await new Parser().parseString(await response.text());
    expect(feed.link).toBe(`${SITE}${prefix}/journal`);
    expect(feed.items.map((item) => item.title)).toEqual(newestFirst.map((article) => article.title[locale]));
    expect(feed.items.map((item) => item.contentSnippet)).toEqual(newestFirst.map((article) => article.excerpt[locale]));
    for (const item of feed.items) {
      expect(item.link).toMatch(new RegExp(`^${SITE}${prefix}/journal/[a-z0-9-]+$`));
      expect(item.isoDate).toBeTruthy();
      const page = await request.get(item.link!, { maxRedirects: 0 });
      expect(page.status()).toBe(200);
    }
  });
}

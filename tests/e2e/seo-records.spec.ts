import { expect, test } from '@playwright/test';
import { articleSeeds } from '@/lib/db/seed/data/articles';
import { productSeeds } from '@/lib/db/seed/data/products';
import { projectSeeds } from '@/lib/db/seed/data/projects';
import { testimonialSeeds } from '@/lib/db/seed/data/testimonials';
import { readJsonLd } from '../support/json-ld';
import { expectSeoBasics, pngSize, SITE, urlOf } from './seo-basics';

// What a search engine reads of the records' pages (projects, articles, products, testimonials)
// and of the pictures that stand for the site: the HTML as the server sends it, without JavaScript.
test.use({ javaScriptEnabled: false });

for (const locale of ['en', 'no'] as const) {
  test(`a project page in ${locale} has its own metadata and CreativeWork data`, async ({ page }) => {
    const project = projectSeeds.find((p) => p.featured)!;
    const path = `/projects/${project.slug}`;
    await page.goto(urlOf(locale, path));
    const title = project.title[locale];
    const description = project.short_description[locale];
    await expectSeoBasics(page, locale, path, `${title} | Nordlys Studio`, description);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    expect((await readJsonLd(page)).map((item) => item['@type'])).toContain('CreativeWork');
  });

  test(`an article in ${locale} has its own metadata, BlogPosting and breadcrumb data, and names the journal's feed`, async ({ page }) => {
    const article = articleSeeds[0]!;
    const path = `/journal/${article.slug}`;
    await page.goto(urlOf(locale, path));
    await expectSeoBasics(page, locale, path, `${article.title[locale]} | Nordlys Studio`, article.excerpt[locale]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title[locale]);
    const data = await readJsonLd(page);
    const posting = data.find((item) => item['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({ headline: article.title[locale], datePublished: new Date(article.published_at).toISOString() });
    expect(posting.author).toEqual({ '@type': 'Person', name: article.author });
    const trail = data.find((item) => item['@type'] === 'BreadcrumbList');
    expect(trail.itemListElement.map((step: { item: string }) => step.item)).toEqual([
      urlOf(locale, '/'),
      urlOf(locale, '/journal'),
      urlOf(locale, path),
    ]);
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      urlOf(locale, '/journal/feed.xml'),
    );
  });

  test(`a product page in ${locale} has its own metadata and Product data`, async ({ page, request }) => {
    const seed = productSeeds[0]!;
    const title = seed.title[locale];
    const products = (await (await request.get(`/api/digital-products?locale=${locale}`)).json()) as { id: string; title: string }[];
    const path = `/digital-products/${products.find((p) => p.title === title)!.id}`;
    await page.goto(urlOf(locale, path));
    await expectSeoBasics(page, locale, path, `${title} | Nordlys Studio`, seed.description[locale]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    expect((await readJsonLd(page)).map((item) => item['@type'])).toContain('Product');
  });
}

test('testimonials carry review structured data with their aggregate rating', async ({ page }) => {
  await page.goto(urlOf('en', '/testimonials'));
  const data = await readJsonLd(page);
  const reviewed = data.find((item) => item.aggregateRating);
  const average = testimonialSeeds.reduce((sum, t) => sum + t.rating, 0) / testimonialSeeds.length;
  expect(reviewed.aggregateRating).toMatchObject({ reviewCount: testimonialSeeds.length, ratingValue: Math.round(average * 10) / 10 });
  expect(reviewed.review).toHaveLength(testimonialSeeds.length);
});

test('the favicon is small and the organization logo is large enough for search results', async ({ page, request }) => {
  await page.goto(urlOf('en', '/'));
  const favicons = await page.locator('link[rel="icon"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(favicons).toHaveLength(1);
  // The browser decodes the favicon on the page's main thread: a 512 px one took ~15 ms there on
  // every visit. Search engines ask for a multiple of 48 px.
  expect(pngSize(await (await request.get(favicons[0]!)).body())).toEqual({ width: 48, height: 48 });
  const data = await readJsonLd(page);
  // The studio's own entry; the home page also names the studio as the subject of its reviews.
  const organization = data.find((item) => item['@type'] === 'Organization' && item.logo);
  const logo = await request.get(organization.logo);
  expect(logo.headers()['content-type']).toBe('image/png');
  expect(pngSize(await logo.body()).width).toBeGreaterThanOrEqual(112);
});

test('every kind of page names its own social card, a 1200 x 630 PNG', async ({ page, request }) => {
  const products = (await (await request.get('/api/digital-products')).json()) as { id: string }[];
  const paths = [
    '/no/journal',
    `/no/journal/${articleSeeds[0]!.slug}`,
    `/projects/${projectSeeds[0]!.slug}`,
    `/digital-products/${products[0]!.id}`,
    '/',
  ];
  for (const path of paths) {
    await page.goto(`${SITE}${path}`);
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(image).toMatch(new RegExp(`^${SITE}/og/(en|no)/(page|article|project|product)/[^/]+\\.png$`));
    await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
    const card = await request.get(image!);
    expect(card.headers()['content-type']).toBe('image/png');
    expect(pngSize(await card.body())).toEqual({ width: 1200, height: 630 });
  }
});

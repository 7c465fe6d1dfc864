import { expect, test, type Page } from '@playwright/test';
import { articleSeeds } from '@/lib/db/seed/data/articles';
import { productSeeds } from '@/lib/db/seed/data/products';
import { projectSeeds } from '@/lib/db/seed/data/projects';
import { testimonialSeeds } from '@/lib/db/seed/data/testimonials';
import { readJsonLd } from '../support/json-ld';
import { PAGE_SEEDS } from '../support/page-seeds';

// What a search engine reads: the HTML as the server sends it, with JavaScript switched off.
test.use({ javaScriptEnabled: false });

const SITE = `http://localhost:${process.env.E2E_PORT ?? 3100}`;
type Locale = 'en' | 'no';

// The services' description names the packages' starting prices, in each language's currency and
// money format (kroner on /no: docs/decisions/page-prices.md).
const SERVICE_PRICES: Record<Locale, Record<string, string>> = {
  en: { 'website-design': '$2,999', branding: '$1,999', 'branding-website': '$3,999' },
  no: { 'website-design': '29\u00a0990\u00a0kr', branding: '19\u00a0990\u00a0kr', 'branding-website': '39\u00a0990\u00a0kr' },
};
const withPrices = (text: string, locale: Locale) => text.replace(/\{([\w-]+)\}/g, (_, name: string) => SERVICE_PRICES[locale][name]!);

// A route's search texts: its page's content (the seed: the e2e site has not edited it).
const SEO = {
  home: PAGE_SEEDS.home.seo,
  about: PAGE_SEEDS.about.seo,
  services: PAGE_SEEDS.services.seo,
  projects: PAGE_SEEDS.projects.seo,
  digitalProducts: PAGE_SEEDS.shop.seo,
  contact: PAGE_SEEDS.contact.seo,
  book: PAGE_SEEDS.book.seo,
  testimonials: PAGE_SEEDS.testimonials.seo,
  journal: PAGE_SEEDS.journal.seo,
  privacyPolicy: PAGE_SEEDS['privacy-policy'].seo,
  termsOfService: PAGE_SEEDS['terms-of-service'].seo,
} as const;
type SeoKey = keyof typeof SEO;

function seoTexts(key: SeoKey, locale: Locale): { title: string; description: string; keywords: string } {
  const content = SEO[key];
  return { title: content.title[locale]!, description: content.description[locale]!, keywords: content.keywords[locale]! };
}

interface Route {
  path: string;
  seo: SeoKey;
  /** Texts of the page's primary content, per language. */
  content: (locale: Locale) => string[];
}

// The legal pages' date of last change (2021-05-03), as each language writes a date.
const LAST_UPDATED: Record<Locale, string> = { en: 'May 3, 2021', no: '3. mai 2021' };

const featuredTitles = (locale: Locale) => projectSeeds.filter((p) => p.featured).map((p) => p.title[locale]);
const allTitles = (locale: Locale) => projectSeeds.map((p) => p.title[locale]);

const ROUTES: Route[] = [
  { path: '/', seo: 'home', content: (locale) => [PAGE_SEEDS.home.hero.title[locale]!, ...featuredTitles(locale)] },
  { path: '/projects', seo: 'projects', content: allTitles },
  { path: '/testimonials', seo: 'testimonials', content: () => testimonialSeeds.map((t) => t.client_name) },
  { path: '/digital-products', seo: 'digitalProducts', content: (locale) => productSeeds.map((p) => p.title[locale]) },
  { path: '/journal', seo: 'journal', content: (locale) => articleSeeds.map((a) => a.title[locale]) },
  { path: '/about', seo: 'about', content: () => [] },
  { path: '/services', seo: 'services', content: () => [] },
  { path: '/contact', seo: 'contact', content: () => [] },
  { path: '/book', seo: 'book', content: () => [] },
  { path: '/privacy-policy', seo: 'privacyPolicy', content: (locale) => [LAST_UPDATED[locale]] },
  { path: '/terms-of-service', seo: 'termsOfService', content: (locale) => [LAST_UPDATED[locale]] },
];

const urlOf = (locale: Locale, path: string) => `${SITE}${locale === 'en' ? '' : '/no'}${path === '/' ? '' : path}`;

async function expectSeoBasics(page: Page, locale: Locale, path: string, title: string, description: string) {
  await expect(page).toHaveTitle(title);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', urlOf(locale, path));
  const hreflang = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => Object.fromEntries(links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')])));
  expect(hreflang).toEqual({ en: urlOf('en', path), no: urlOf('no', path), 'x-default': urlOf('en', path) });
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', urlOf(locale, path));
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^http/);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  expect((await readJsonLd(page)).map((item) => item['@type'])).toContain('Organization');
}

// Link texts that say nothing of where a link leads, as search engines (and Lighthouse's
// link-text audit) list them. "Les mer" is the Norwegian "Learn more".
const GENERIC_LINK_TEXTS: Record<Locale, string[]> = {
  en: [
    'click here',
    'click this',
    'go',
    'here',
    'information',
    'learn more',
    'more',
    'more info',
    'more information',
    'read more',
    'see more',
    'start',
    'this',
  ],
  no: ['klikk her', 'her', 'les mer', 'mer', 'mer info', 'mer informasjon', 'se mer'],
};

async function expectDescriptiveLinks(page: Page, locale: Locale) {
  const texts = await page
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => (link as HTMLElement).innerText.trim().toLowerCase()));
  expect(texts.filter((text) => GENERIC_LINK_TEXTS[locale].includes(text))).toEqual([]);
}

for (const locale of ['en', 'no'] as const) {
  for (const route of ROUTES) {
    test(`${urlOf(locale, route.path)} has its metadata and content in the server HTML`, async ({ page }) => {
      const response = await page.goto(urlOf(locale, route.path));
      expect(response?.status()).toBe(200);
      const seo = seoTexts(route.seo, locale);
      const title = route.seo === 'home' ? seo.title : `${seo.title} | Nordlys Studio`;
      await expectSeoBasics(page, locale, route.path, title, withPrices(seo.description, locale));
      await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', seo.keywords);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      for (const text of route.content(locale)) await expect(page.locator('main')).toContainText(text);
      await expectDescriptiveLinks(page, locale);
    });
  }

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

// Width and height from a PNG's IHDR chunk.
const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

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

test('the sitemap lists every public page in both languages, as XML', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.headers()['content-type']).toContain('xml');
  const xml = await response.text();
  for (const route of ROUTES) for (const locale of ['en', 'no'] as const) expect(xml).toContain(`<loc>${urlOf(locale, route.path)}</loc>`);
  for (const project of projectSeeds) expect(xml).toContain(`<loc>${urlOf('no', `/projects/${project.slug}`)}</loc>`);
  for (const article of articleSeeds) expect(xml).toContain(`<loc>${urlOf('no', `/journal/${article.slug}`)}</loc>`);
  const products = (await (await request.get('/api/digital-products')).json()) as { id: string }[];
  expect(products).toHaveLength(productSeeds.length);
  for (const product of products)
    for (const locale of ['en', 'no'] as const) expect(xml).toContain(`<loc>${urlOf(locale, `/digital-products/${product.id}`)}</loc>`);
  expect(xml).toContain('hreflang="x-default"');
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

test('robots.txt keeps the admin area and the API out and points at the sitemap', async ({ request }) => {
  const text = await (await request.get('/robots.txt')).text();
  expect(text).toContain('Disallow: /admin');
  expect(text).toContain('Disallow: /api/');
  expect(text).toContain('Disallow: /downloads');
  expect(text).toContain('Disallow: /book/manage');
  expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
});

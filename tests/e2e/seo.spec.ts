import { expect, test, type Page } from '@playwright/test';
import { articleSeeds } from '@/lib/db/seed/data/articles';
import { productSeeds } from '@/lib/db/seed/data/products';
import { projectSeeds } from '@/lib/db/seed/data/projects';
import { testimonialSeeds } from '@/lib/db/seed/data/testimonials';
import { PAGE_SEEDS } from '../support/page-seeds';
import { expectSeoBasics, SITE, urlOf, type Locale } from './seo-basics';

// What a search engine reads: the HTML as the server sends it, with JavaScript switched off.
test.use({ javaScriptEnabled: false });

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
}

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

test('robots.txt keeps the admin area and the API out and points at the sitemap', async ({ request }) => {
  const text = await (await request.get('/robots.txt')).text();
  expect(text).toContain('Disallow: /admin');
  expect(text).toContain('Disallow: /api/');
  expect(text).toContain('Disallow: /downloads');
  expect(text).toContain('Disallow: /book/manage');
  expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
});

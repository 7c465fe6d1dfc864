import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './warm-context';
import en from '@/messages/en.json';
import no from '@/messages/no.json';
import { readJsonLd } from '../support/json-ld';
import { PAGE_SEEDS } from '../support/page-seeds';

// Axe on the about and services pages as loaded, in both languages: visitor-eye.spec.ts (every page, once).

// The documented texts (docs/behaviour.md#about, #services) are written out here; the longer copy is read from the page content
// the page renders (its seed: the e2e site has not edited it).
const LANGUAGES = [
  {
    name: 'English',
    locale: 'en',
    prefix: '',
    messages: en,
    aboutTitle: 'Design with heart, built for growth',
    values: ['Passion-driven', 'Creative excellence', 'Results-focused', 'Female-focused'],
    journey: 'Our journey',
    aboutLinks: { contact: 'Get in touch', services: 'Explore our services' },
    servicesTitle: 'Design that helps your business grow',
    cards: [
      { id: 'website-design', title: 'Website design', price: '$2,999', amount: 2999, features: 7 },
      { id: 'branding', title: 'Branding', price: '$1,999', amount: 1999, features: 6 },
      { id: 'branding-website', title: 'Branding & website', price: '$3,999', amount: 3999, features: 7 },
    ],
    getStarted: 'Get started',
    process: 'Our process',
    steps: ['Discovery', 'Strategy', 'Design', 'Refine', 'Launch'],
    social: { title: 'Social media design', link: 'Browse social media templates' },
    servicesLinks: { contact: 'Book a free consultation', projects: 'View our work' },
  },
  {
    name: 'Norwegian',
    locale: 'no',
    prefix: '/no',
    messages: no,
    aboutTitle: 'Design med hjerte, skapt for vekst',
    values: ['Drevet av lidenskap', 'Kreativ kvalitet', 'Resultatfokusert', 'Kvinner i fokus'],
    journey: 'Vår reise',
    aboutLinks: { contact: 'Ta kontakt', services: 'Se tjenestene våre' },
    servicesTitle: 'Design som får bedriften din til å vokse',
    // Kroner, as the shop on /no: '29 990 kr', with non-breaking spaces.
    cards: [
      { id: 'website-design', title: 'Nettsidedesign', price: '29\u00a0990\u00a0kr', amount: 29990, features: 7 },
      { id: 'branding', title: 'Merkevare', price: '19\u00a0990\u00a0kr', amount: 19990, features: 6 },
      { id: 'branding-website', title: 'Merkevare og nettside', price: '39\u00a0990\u00a0kr', amount: 39990, features: 7 },
    ],
    getStarted: 'Kom i gang',
    process: 'Slik jobber vi',
    steps: ['Kartlegging', 'Strategi', 'Design', 'Finpuss', 'Lansering'],
    social: { title: 'Design for sosiale medier', link: 'Se maler for sosiale medier' },
    servicesLinks: { contact: 'Book en gratis konsultasjon', projects: 'Se arbeidet vårt' },
  },
] as const;

const TIMELINE = [
  { year: '2021', key: 'founded' },
  { year: '2022', key: 'clients' },
  { year: '2023', key: 'brand-and-website' },
  { year: '2024', key: 'products' },
] as const;

const mainLink = (page: Page, name: string) => page.getByRole('main').getByRole('link', { name, exact: true });

/** Whether the element's top edge is in the viewport and not hidden behind the fixed site header. */
async function isBelowFixedHeader(page: Page, target: Locator): Promise<boolean> {
  const box = await target.boundingBox();
  const header = await page.locator('header[data-scrolled]').boundingBox();
  const viewport = page.viewportSize();
  if (!box || !header || !viewport) return false;
  return box.y >= header.y + header.height && box.y < viewport.height;
}

for (const language of LANGUAGES) {
  const { locale, prefix, messages } = language;
  const { about, services } = PAGE_SEEDS;

  test.describe(`about page, ${language.name}`, () => {
    test('has the intro, the four values, the journey and the links onward', async ({ page }) => {
      const response = await page.goto(`${prefix}/about`);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(`${about.seo.title[locale]} | Nordlys Studio`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(language.aboutTitle);

      for (const value of language.values) await expect(page.getByRole('heading', { level: 3, name: value, exact: true })).toBeVisible();

      const image = page.getByRole('img', { name: about.header.imageAlt[locale] });
      await expect(image).toBeVisible();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

      const timeline = page.getByRole('region', { name: language.journey }).getByRole('list');
      expect(await timeline.evaluate((list) => list.tagName)).toBe('OL');
      const milestones = timeline.getByRole('listitem');
      await expect(milestones).toHaveCount(TIMELINE.length);
      for (const [index, { year, key }] of TIMELINE.entries()) {
        const milestone = about.journey.items.find((item) => item.id === key)!;
        const [title, text] = [milestone.title[locale], milestone.text[locale]!];
        await expect(milestones.nth(index).getByRole('heading', { level: 3 })).toHaveText(`${year} ${title}`);
        await expect(milestones.nth(index)).toContainText(text);
      }

      await expect(mainLink(page, language.aboutLinks.contact)).toHaveAttribute('href', `${prefix}/contact`);
      await expect(mainLink(page, language.aboutLinks.services)).toHaveAttribute('href', `${prefix}/services`);
    });
  });

  test.describe(`services page, ${language.name}`, () => {
    test('has the three priced packages, the process, social media and the closing links', async ({ page }) => {
      const response = await page.goto(`${prefix}/services`);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(`${services.seo.title[locale]} | Nordlys Studio`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(language.servicesTitle);

      for (const card of language.cards) {
        const article = page.locator(`#${card.id}`);
        await expect(article.getByRole('heading', { level: 2 })).toHaveText(card.title);
        await expect(article.getByText(card.price, { exact: true })).toBeVisible();
        await expect(article.getByRole('listitem')).toHaveCount(card.features);
        await expect(article.getByRole('link', { name: language.getStarted })).toHaveAttribute('href', `${prefix}/book`);
      }

      const process = page.getByRole('region', { name: language.process });
      expect(await process.getByRole('list').evaluate((list) => list.tagName)).toBe('OL');
      await expect(process.getByRole('listitem').getByRole('heading', { level: 3 })).toHaveText([...language.steps]);

      const social = page.locator('#social-media');
      await expect(social.getByRole('heading', { level: 2 })).toHaveText(language.social.title);
      await expect(social.getByRole('link', { name: language.social.link })).toHaveAttribute('href', `${prefix}/digital-products`);

      await expect(mainLink(page, language.servicesLinks.contact)).toHaveAttribute('href', `${prefix}/book`);
      await expect(mainLink(page, language.servicesLinks.projects)).toHaveAttribute('href', `${prefix}/projects`);
    });

    test('describes the packages and their starting prices as structured data', async ({ page }) => {
      await page.goto(`${prefix}/services`);
      const catalog = (await readJsonLd(page)).find((data) => data['@type'] === 'OfferCatalog');
      expect(
        catalog.itemListElement.map((offer: { itemOffered: { name: string }; priceSpecification: { minPrice: number } }) => [
          offer.itemOffered.name,
          offer.priceSpecification.minPrice,
        ]),
      ).toEqual([
        [language.cards[0].title, language.cards[0].amount],
        [language.cards[1].title, language.cards[1].amount],
        [language.cards[2].title, language.cards[2].amount],
      ]);
    });

    test('the footer’s Social Media Design link opens the section below the fixed header', async ({ page }) => {
      await page.goto(prefix || '/');
      const link = page.locator('footer').getByRole('link', { name: messages.Footer.socialMediaDesign });
      await link.scrollIntoViewIfNeeded();
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/services#social-media$`));
      const section = page.locator('#social-media');
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(language.social.title);
      await expect.poll(() => isBelowFixedHeader(page, section), { timeout: 5_000 }).toBe(true);
    });
  });
}

test('opening /services#branding shows that card below the fixed header', async ({ page }) => {
  await page.goto('/services#branding');
  await expect.poll(() => isBelowFixedHeader(page, page.locator('#branding')), { timeout: 5_000 }).toBe(true);
  await expect(page.locator('#branding').getByRole('heading', { level: 2 })).toBeInViewport();
});

test.describe('on a phone @mobile', () => {
  test('an anchor lands below the fixed header', async ({ page }) => {
    await page.goto('/no/services#social-media');
    await expect.poll(() => isBelowFixedHeader(page, page.locator('#social-media')), { timeout: 5_000 }).toBe(true);
  });

  for (const path of ['/about', '/no/about', '/services', '/no/services']) {
    test(`${path} fits the screen without sideways scrolling`, async ({ page }) => {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
    });
  }
});

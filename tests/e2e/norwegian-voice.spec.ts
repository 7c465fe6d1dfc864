import { expect, type Page } from '@playwright/test';
import { test } from './warm-context';
import { projectSeeds } from '@/lib/db/seed/data/projects';
import { PROJECT_TAGS } from '@/lib/projects/options';
import { hashtag } from '@/components/projects/hashtag';
import { englishValues } from '../support/english-values';
import { englishOn as englishIn } from './eye/english-on';
import { getProducts } from './shop-mocks';

// Every public Norwegian page speaks Norwegian: no text on it, no accessible name, title, alt text
// or placeholder, is one of the English message values (those whose Norwegian value differs) or an
// English project tag. Content the studio writes in one language (names, a project's own text) is
// not a message and not looked at.

const TAG_LABELS = Object.fromEntries(
  PROJECT_TAGS.flatMap((tag) => [
    [`tag ${tag}`, tag],
    [`hashtag ${tag}`, hashtag(tag)],
  ]),
);
// The toast library's own English default for its region ("Notifications alt+T"), not a message.
const LIBRARY_DEFAULTS = { 'sonner region label': 'Notifications {hotkey}' };
const ENGLISH = englishValues({ ...TAG_LABELS, ...LIBRARY_DEFAULTS });
const englishOn = (page: Page) => englishIn(page, ENGLISH);

const project = projectSeeds[0]!;

const PAGES: { name: string; path: string; act?: (page: Page) => Promise<void> }[] = [
  { name: 'home', path: '/no' },
  { name: 'about', path: '/no/about' },
  { name: 'services', path: '/no/services' },
  { name: 'projects', path: '/no/projects' },
  { name: 'project detail', path: `/no/projects/${project.slug}` },
  { name: 'digital products', path: '/no/digital-products' },
  { name: 'testimonials', path: '/no/testimonials' },
  { name: 'privacy policy', path: '/no/privacy-policy' },
  { name: 'terms of service', path: '/no/terms-of-service' },
  { name: 'downloads', path: '/no/downloads' },
  { name: 'spent download link', path: '/no/downloads/not-a-token' },
  {
    name: 'booking, a time chosen',
    path: '/no/book',
    act: async (page) => {
      await page.getByTestId('booking-times').getByRole('button').first().click();
      await expect(page.getByRole('button', { name: 'Book samtalen' })).toBeVisible();
    },
  },
  { name: 'unknown booking link', path: '/no/book/manage/not-a-token' },
  { name: 'missing page', path: '/no/finnes-ikke' },
  { name: 'missing project', path: '/no/projects/finnes-ikke' },
  {
    // Without a session id the page shows the way to the shop and to the downloads at once.
    name: 'payment page without a session',
    path: '/no/digital-products/success',
    act: async (page) => {
      await expect(page.getByRole('heading', { name: 'Ser du etter kjøpet ditt?' })).toBeVisible();
    },
  },
  {
    // A failed send shows an error toast.
    name: 'contact, after a failed send',
    path: '/no/contact',
    act: async (page) => {
      await page.route('**/api/contact', (route) => route.fulfill({ status: 500, json: { detail: 'Internal server error' } }));
      await page.getByLabel('Fullt navn *').fill('Kari Nordmann');
      await page.getByLabel('E-\u2060postadresse *').fill('kari@example.com');
      await page.getByLabel('Melding *').fill('Hei! Jeg vil gjerne høre mer.');
      await page.getByRole('button', { name: 'Send melding' }).click();
      await expect(page.locator('[data-sonner-toast]').first()).toBeVisible();
    },
  },
];

test.describe('Norwegian pages show no English message values', () => {
  for (const { name, path, act } of PAGES) {
    test(name, async ({ page }) => {
      await page.goto(path);
      await act?.(page);
      expect(await englishOn(page), `English on ${path}`).toEqual([]);
    });
  }

  test('a product page and its demo checkout', async ({ page, request }) => {
    const [product] = await getProducts(request, 'no');
    await page.goto(`/no/digital-products/${product!.id}`);
    expect(await englishOn(page), 'English on the product page').toEqual([]);
    await page.getByRole('checkbox', { name: /^Jeg vil ha nedlastingen med en gang/ }).check();
    await page
      .getByRole('main')
      .getByRole('button', { name: /^Kjøp nå/ })
      .click();
    await page.waitForURL(/\/checkout\//);
    expect(await englishOn(page), 'English on the demo checkout').toEqual([]);
  });
});

test.describe('on a phone @mobile', () => {
  test('the home page with the menu open', async ({ page }) => {
    await page.goto('/no');
    await page.getByRole('banner').getByRole('button', { name: /meny/i }).click();
    expect(await englishOn(page), 'English on /no with the menu open').toEqual([]);
  });
});

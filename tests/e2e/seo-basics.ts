import { expect, type Page } from '@playwright/test';
import { readJsonLd } from '../support/json-ld';

// What the SEO specs share: the e2e site's address, a page's address in a language, and the
// metadata every page of the site carries.

export const SITE = `http://localhost:${process.env.E2E_PORT ?? 3100}`;
export type Locale = 'en' | 'no';

export const urlOf = (locale: Locale, path: string) => `${SITE}${locale === 'en' ? '' : '/no'}${path === '/' ? '' : path}`;

/** Width and height from a PNG's IHDR chunk. */
export const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

/** Title, description, canonical and hreflang addresses, Open Graph and X cards, language and the studio's JSON-LD. */
export async function expectSeoBasics(page: Page, locale: Locale, path: string, title: string, description: string) {
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

import type { Page } from '@playwright/test';

/** The structured data of the page as a search engine reads it: every JSON-LD script, parsed. */
export async function readJsonLd(page: Page) {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => JSON.parse(text));
}

import { test as base, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { adminStatePath } from '../../support/admin-state';

// The visitor's-eye specs only read pages. A visitor's browser has the site's scripts, fonts and
// images in its cache from the second page on; a new context per test paid a cold cache on every
// page. Here each worker keeps one context for visitors and one signed in as the studio, and each
// test opens a new page (tab) in one of them. Nothing a test does there changes what the next one
// sees: no page sets a language cookie (i18n/routing.ts), and the checks only load and look.

type WarmContexts = { visitorContext: BrowserContext; studioContext: BrowserContext };

/** The project's device (viewport, touch, pixel ratio, user agent) for a context made by hand. */
function deviceOf({ viewport, isMobile, hasTouch, deviceScaleFactor, userAgent, baseURL }: BrowserContextOptions) {
  return { viewport, isMobile, hasTouch, deviceScaleFactor, userAgent, baseURL };
}

async function pageIn(context: BrowserContext, use: (page: Page) => Promise<void>) {
  const page = await context.newPage();
  await use(page);
  await page.close();
}

export const test = base.extend<{ studioPage: Page }, WarmContexts>({
  visitorContext: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext(deviceOf(workerInfo.project.use));
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  studioContext: [
    async ({ browser }, use, workerInfo) => {
      const device = deviceOf(workerInfo.project.use);
      const context = await browser.newContext({ ...device, storageState: adminStatePath(device.baseURL!) });
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ visitorContext }, use) => pageIn(visitorContext, use),
  studioPage: async ({ studioContext }, use) => pageIn(studioContext, use),
});

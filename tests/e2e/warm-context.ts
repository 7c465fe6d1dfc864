import { test as base, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { adminStatePath } from '../support/admin-state';

// For specs that read pages and use no state of the browser's own (cookies, storage, context
// options): a visitor's browser has the site's scripts, fonts and images in its cache from the
// second page on, but a new context per test paid a cold cache on every page (the visitor's-eye
// spec took 280 s of test time that way and 183 s in a warm one). Each worker keeps one context for
// visitors and one signed in as the studio; each test gets a new page (tab) in one of them, and
// every tab is closed after it. No page of the site sets a cookie or storage for a visitor without
// analytics, which the e2e server has none of. A spec that needs `context`, `test.use`, a consent
// choice or `page.clock` (which belongs to the context: a paused clock stopped the next test's
// timers) uses Playwright's own `test`.

type WarmContexts = { visitorContext: BrowserContext; studioContext: BrowserContext };

/** The project's device (viewport, touch, pixel ratio, user agent) for a context made by hand. */
function deviceOf({ viewport, isMobile, hasTouch, deviceScaleFactor, userAgent, baseURL }: BrowserContextOptions) {
  return { viewport, isMobile, hasTouch, deviceScaleFactor, userAgent, baseURL };
}

async function pageIn(context: BrowserContext, provide: (page: Page) => Promise<void>) {
  await provide(await context.newPage());
  // The test's page and any it opened (a link to a new tab).
  await Promise.all(context.pages().map((page) => page.close()));
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

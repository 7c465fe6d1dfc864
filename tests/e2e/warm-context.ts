import { test as base, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { ADMIN_LOCALE_COOKIE } from '@/i18n/admin-locale';
import { routing, type Locale } from '@/i18n/routing';
import { adminStatePath } from '../support/admin-state';

// For specs that read pages and use no state of the browser's own (cookies, storage, context
// options): a visitor's browser has the site's scripts, fonts and images in its cache from the
// second page on, but a new context per test paid a cold cache on every page (the visitor's-eye
// spec took 280 s of test time that way and 183 s in a warm one). Each worker keeps one context for
// visitors and one signed in as the studio per admin language; each test gets a new page (tab) in one of them, and
// every tab is closed after it. No page of the site sets a cookie or storage for a visitor without
// analytics, which the e2e server has none of. A spec that needs `context`, `test.use`, a consent
// choice or `page.clock` (which belongs to the context: a paused clock stopped the next test's
// timers) uses Playwright's own `test`.

type WarmContexts = { visitorContext: BrowserContext; studioContextIn: (locale: Locale) => Promise<BrowserContext> };
type PageFixtures = {
  /** A signed-in page in the admin's default language. */
  studioPage: Page;
  /** A signed-in page whose admin speaks `locale` (its language chosen in the admin's menu). */
  studioPageIn: (locale: Locale) => Promise<Page>;
};

/** The project's device (viewport, touch, pixel ratio, user agent) for a context made by hand. */
export function deviceOf({ viewport, isMobile, hasTouch, deviceScaleFactor, userAgent, baseURL }: BrowserContextOptions) {
  return { viewport, isMobile, hasTouch, deviceScaleFactor, userAgent, baseURL };
}

async function pageIn(context: BrowserContext, provide: (page: Page) => Promise<void>) {
  await provide(await context.newPage());
  // The test's page and any it opened (a link to a new tab).
  await Promise.all(context.pages().map((page) => page.close()));
}

export const test = base.extend<PageFixtures, WarmContexts>({
  visitorContext: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext(deviceOf(workerInfo.project.use));
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  studioContextIn: [
    async ({ browser }, provide, workerInfo) => {
      const device = deviceOf(workerInfo.project.use);
      const contexts = new Map<Locale, Promise<BrowserContext>>();
      const open = async (locale: Locale) => {
        const context = await browser.newContext({ ...device, storageState: adminStatePath(device.baseURL!) });
        await context.addCookies([{ name: ADMIN_LOCALE_COOKIE, value: locale, url: new URL('/admin', device.baseURL).href }]);
        return context;
      };
      await provide((locale) => {
        if (!contexts.has(locale)) contexts.set(locale, open(locale));
        return contexts.get(locale)!;
      });
      await Promise.all([...contexts.values()].map(async (context) => (await context).close()));
    },
    { scope: 'worker' },
  ],
  page: async ({ visitorContext }, use) => pageIn(visitorContext, use),
  studioPage: async ({ studioContextIn }, use) => pageIn(await studioContextIn(routing.defaultLocale), use),
  studioPageIn: async ({ studioContextIn }, provide) => {
    const used = new Set<BrowserContext>();
    await provide(async (locale) => {
      const context = await studioContextIn(locale);
      used.add(context);
      return context.newPage();
    });
    await Promise.all([...used].flatMap((context) => context.pages().map((page) => page.close())));
  },
});

import { test as base, type BrowserContext, type Page } from '@playwright/test';
import { ADMIN_LOCALE_COOKIE } from '@/i18n/admin-locale';
import type { Locale } from '@/i18n/routing';
import { adminStatePath } from '../../support/admin-state';
import { deviceOf } from '../warm-context';
import { keepToasts } from './toasts';

// The admin's browser for the flows: per worker, one context per server and admin language, signed
// in with the run's saved session and the language chosen as its menu does, kept warm (the admin's
// scripts come from its cache from the second flow on, as ./warm-context.ts does for the visitor's-eye
// spec). Each flow gets a new tab in it, whose sessionStorage (the forms' kept drafts) is its own.

type AdminPage = (server: string, locale: Locale) => Promise<Page>;

export const test = base.extend<{ adminPage: AdminPage }, { adminContext: (server: string, locale: Locale) => Promise<BrowserContext> }>({
  adminContext: [
    async ({ browser }, provide, workerInfo) => {
      const device = deviceOf(workerInfo.project.use);
      const contexts = new Map<string, Promise<BrowserContext>>();
      const open = async (server: string, locale: Locale) => {
        const context = await browser.newContext({ ...device, baseURL: server, storageState: adminStatePath(server) });
        await context.addCookies([{ name: ADMIN_LOCALE_COOKIE, value: locale, url: new URL('/admin', server).href }]);
        await keepToasts(context);
        return context;
      };
      await provide((server, locale) => {
        const key = `${server} ${locale}`;
        if (!contexts.has(key)) contexts.set(key, open(server, locale));
        return contexts.get(key)!;
      });
      await Promise.all([...contexts.values()].map(async (context) => (await context).close()));
    },
    { scope: 'worker' },
  ],
  adminPage: async ({ adminContext }, provide) => {
    const opened: Page[] = [];
    await provide(async (server, locale) => {
      const page = await (await adminContext(server, locale)).newPage();
      opened.push(page);
      return page;
    });
    await Promise.all(opened.map((page) => page.close()));
  },
});

export { expect } from '@playwright/test';

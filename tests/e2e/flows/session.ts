import { expect, type Locator, type Page } from '@playwright/test';
import { ADMIN_LOCALE_COOKIE } from '@/i18n/admin-locale';
import type { Locale } from '@/i18n/routing';
import { bearer } from '../../support/admin-http';
import { savedAdminToken, signInWithSavedSession } from '../../support/admin-state';
import { escapeRegExp, type AdminTexts } from './texts';
import { expectToast, keepToasts, toastMark } from './toasts';

// The admin as a flow opens it: signed in with the run's saved session on one e2e server, in the
// language chosen in its menu (the cookie the menu sets), a section at a time.

/** Signs the page's context in on `server` with the admin speaking `locale`, and keeps its toasts. */
export async function signIn(page: Page, server: string, locale: Locale): Promise<void> {
  await signInWithSavedSession(page.context(), server);
  await page.context().addCookies([{ name: ADMIN_LOCALE_COOKIE, value: locale, url: new URL('/admin', server).href }]);
  await keepToasts(page);
}

/** Opens `/admin/<path>` and waits for its tab (`AdminShell.sections.<tab>`) to say it is the current one. */
export async function openSection(page: Page, texts: AdminTexts, path: string, tab = path): Promise<void> {
  await page.goto(`/admin/${path}`);
  const sections = page.getByRole('navigation', { name: texts.t('AdminShell.sectionsLabel') });
  // The Messages tab adds its unread count to its name.
  const link = sections.getByRole('link', { name: new RegExp(`^${escapeRegExp(texts.t(`AdminShell.sections.${tab}`))}`) });
  await expect(link).toHaveAttribute('aria-current', 'page');
}

/** Clicks `button` in `where` and waits for the toast `toast` that the action shows. */
export async function clickForToast(page: Page, where: Locator, button: string, toast: string): Promise<void> {
  const mark = await toastMark(page);
  await where.getByRole('button', { name: button, exact: true }).click();
  await expectToast(page, mark, toast);
}

/** The admin API of the server the page is on, with the run's saved token: what a flow reads back and puts back. */
export function adminApi(page: Page) {
  const server = new URL(page.url()).origin;
  const token = savedAdminToken(server);
  const headers = bearer(token);
  return {
    request: page.request,
    token,
    async get<T>(path: string): Promise<T> {
      const response = await page.request.get(path, { headers });
      expect(response.status(), await response.text()).toBe(200);
      return (await response.json()) as T;
    },
    async put(path: string, data: unknown): Promise<void> {
      const response = await page.request.put(path, { headers, data });
      expect(response.status(), await response.text()).toBe(200);
    },
  };
}

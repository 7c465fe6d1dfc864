import { expect, test } from '@playwright/test';
import { LOCALE_TAGS } from '@/i18n/locales';
import { routing, type Locale } from '@/i18n/routing';
import { PAGES } from '@/lib/pages/registry';
import { adminCatalogueNow } from '../support/admin-catalogue';
import { adminStatePath, signInWithSavedSession } from '../support/admin-state';
import { MAIN_SERVER } from '../support/e2e-servers';

// How a signed-in page arrives (docs/admin.md): with its rows read on the server, and in the
// admin's language, chosen in its menu or else the browser's (docs/decisions/admin-language.md).

const OTHER_LOCALE = routing.locales.find((locale) => locale !== routing.defaultLocale)!;

test('the sections arrive with their rows, read on the server with the page', async ({ browser }) => {
  // Without scripts the page is what the server sent: no "Checking your sign-in…" and no "Loading…" first.
  const context = await browser.newContext({ baseURL: MAIN_SERVER, javaScriptEnabled: false, storageState: adminStatePath(MAIN_SERVER) });
  const page = await context.newPage();
  const sections: [string, string][] = [
    ['/admin/projects', 'Fjord Bakery Branding'],
    ['/admin/products', 'Minimal Beauty Instagram Posts'],
    ['/admin/testimonials', 'Ingrid Solberg'],
    ['/admin/discounts', adminCatalogueNow().AdminDiscounts.empty],
    ['/admin/pages', PAGES.services.title],
    ['/admin/settings', adminCatalogueNow().AdminSettings.seller.sections.seller],
  ];
  for (const [path, shown] of sections) {
    await page.goto(path);
    await expect(page.locator('main')).toContainText(shown);
    await expect(page.locator('[role="status"][aria-busy="true"]')).toHaveCount(0);
  }
  await context.close();
});

test('the admin starts in the browser language', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: MAIN_SERVER, locale: LOCALE_TAGS[OTHER_LOCALE].intl });
  const page = await context.newPage();
  await page.goto('/admin/login');
  await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_TAGS[OTHER_LOCALE].html);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(adminCatalogueNow(OTHER_LOCALE).AdminLogin.heading);
  await context.close();
});

test('the admin speaks the language chosen in its menu, and remembers it', async ({ page }) => {
  const norwegian = LOCALE_TAGS[OTHER_LOCALE];
  const texts = (locale: Locale) => adminCatalogueNow(locale).AdminShell;
  await signInWithSavedSession(page.context(), MAIN_SERVER);
  await page.goto('/admin');
  const sections = (locale: Locale) => page.getByRole('navigation', { name: texts(locale).sectionsLabel });
  await expect(sections(routing.defaultLocale).getByRole('link', { name: texts(routing.defaultLocale).sections.projects })).toBeVisible();
  await page.getByRole('combobox', { name: texts(routing.defaultLocale).languageLabel }).selectOption(OTHER_LOCALE);
  await expect(sections(OTHER_LOCALE).getByRole('link', { name: texts(OTHER_LOCALE).sections.projects })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', norwegian.html);
  await expect(page).toHaveTitle(new RegExp(adminCatalogueNow(OTHER_LOCALE).AdminMeta.dashboardTitle));

  // Remembered in this browser: the next section speaks it too, until the menu says otherwise.
  await sections(OTHER_LOCALE)
    .getByRole('link', { name: texts(OTHER_LOCALE).sections.orders })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(adminCatalogueNow(OTHER_LOCALE).AdminOrders.heading);
  await page.getByRole('combobox', { name: texts(OTHER_LOCALE).languageLabel }).selectOption(routing.defaultLocale);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(adminCatalogueNow(routing.defaultLocale).AdminOrders.heading);
});

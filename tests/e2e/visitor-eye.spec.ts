import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { localizedPath } from '@/i18n/paths';
import { LOCALE_TAGS } from '@/i18n/locales';
import { routing } from '@/i18n/routing';
import { adminEnglishValues } from '../support/admin-english';
import { englishOn } from './eye/english-on';
import { ADMIN_FORMS, ADMIN_PATHS, NOT_FOUND, PRODUCT, PUBLIC_PATHS } from './eye/routes';
import { faultsOf, type Visit } from './eye/visit';
import { seriousViolations } from './eye/accessibility';
import { deviceOf, test } from './warm-context';

// What a visitor and a studio owner see, on every page in both languages at 390 and 1280 px (the
// mobile and desktop projects): images that do not show, a page wider than the screen, a message
// key, a straight quote, a word broken at its hyphen, a control out of sentence case, a target too
// small for a finger; at 1280 px, axe's serious and critical violations too. One load per page,
// all checks on it, every fault of the page in one report.
// The e2e database holds the demo content; the admin's lists also hold what other specs typed,
// which the text checks leave alone there (./eye/text-faults.ts). The pages open in a warm browser
// context per worker, as a visitor's second page does (./warm-context.ts).

/** 'Buy now {price}' → /^Buy now/i: a control found by its words before the first placeholder. */
const startingWith = (message: string) =>
  new RegExp(
    `^${message
      .split('{')[0]!
      .trim()
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
    'i',
  );
const messagesOf = (locale: string) => JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8'));

/** The later half of the calendar's free days, and the first free time on it: the booking form opens. */
async function openBookingForm(page: Page) {
  const days = page.getByTestId('booking-calendar').locator('button:not([disabled])');
  await expect(days.first()).toBeVisible();
  await days.nth(Math.floor((await days.count()) / 2)).click();
  await page.getByTestId('booking-times').getByRole('button').first().click();
  await expect(page.locator('#booking-name')).toBeVisible();
}

for (const phone of [false, true]) {
  const tag = phone ? ' @mobile' : '';
  for (const locale of routing.locales) {
    const language = LOCALE_TAGS[locale].html;
    for (const path of PUBLIC_PATHS) {
      test(`${localizedPath(path, locale)} looks right${tag}`, async ({ page, request }) => {
        let address = path;
        if (path === PRODUCT) {
          const [product] = (await (await request.get('/api/digital-products')).json()) as { id: string }[];
          address = `/digital-products/${product!.id}`;
        }
        const visit: Visit = { url: localizedPath(address, locale), status: NOT_FOUND.has(path) ? 404 : 200, language };
        if (path === PRODUCT) visit.thumbAreas = ['#product-buy-box'];
        if (path === '/book') Object.assign(visit, { prepare: openBookingForm, thumbAreas: ['main'] });
        expect(await faultsOf(page, visit, phone)).toEqual([]);
        // The same load, checked with axe at 1280 px (the booking page with its form open).
        if (!phone) expect(await seriousViolations(page)).toEqual([]);
      });
    }
  }
  for (const locale of routing.locales) {
    test(`the checkout from ${localizedPath(PRODUCT, locale)} looks right${tag}`, async ({ page, request }) => {
      const t = messagesOf(locale);
      const [product] = (await (await request.get('/api/digital-products')).json()) as { id: string }[];
      await page.goto(localizedPath(`/digital-products/${product!.id}`, locale));
      await page.getByRole('checkbox', { name: t.ProductDetail.withdrawalConsent }).check();
      await page
        .getByRole('button', { name: startingWith(t.ProductDetail.buyNow) })
        .first()
        .click();
      await page.waitForURL(/\/checkout\//);
      const visit = { url: page.url(), status: 200, language: LOCALE_TAGS[locale].html, thumbAreas: ['main'] };
      expect(await faultsOf(page, visit, phone)).toEqual([]);
    });
  }
  for (const locale of routing.locales) {
    const admin = { status: 200, language: LOCALE_TAGS[locale].html, admin: true };
    const inLanguage = locale === routing.defaultLocale ? '' : ` in ${locale}`;
    test(`/admin/login looks right${inLanguage}${tag}`, async ({ browser }, testInfo) => {
      // Nobody has chosen yet: a browser in the language decides.
      const context = await browser.newContext({ ...deviceOf(testInfo.project.use), locale: LOCALE_TAGS[locale].intl });
      try {
        expect(await faultsOf(await context.newPage(), { ...admin, url: '/admin/login' }, phone)).toEqual([]);
      } finally {
        await context.close();
      }
    });
    for (const path of ADMIN_PATHS) {
      // Signed in with the session the setup project saved (tests/support/admin-state.ts), the
      // admin's language chosen in its menu. The sections' own specs run axe in the default language.
      test(`${path} looks right${inLanguage}${tag}`, async ({ studioPageIn }) => {
        const page = await studioPageIn(locale);
        expect(await faultsOf(page, { ...admin, url: path }, phone)).toEqual([]);
        if (locale === routing.defaultLocale) return;
        expect(await englishOn(page, adminEnglishValues(locale)), `English on ${path}`).toEqual([]);
        if (!phone) expect(await seriousViolations(page)).toEqual([]);
      });
    }
    // The described record forms, open on their first record (`?edit=<id>` opens one).
    for (const { section, list } of ADMIN_FORMS) {
      test(`the ${section} form looks right${inLanguage}${tag}`, async ({ studioPageIn }) => {
        const page = await studioPageIn(locale);
        const [first] = (await (await page.request.get(list)).json()) as { id: string }[];
        const url = `/admin/${section}?edit=${first!.id}`;
        const prepare = (opened: Page) => opened.getByRole('dialog').waitFor();
        expect(await faultsOf(page, { ...admin, url, prepare }, phone)).toEqual([]);
        if (locale !== routing.defaultLocale) expect(await englishOn(page, adminEnglishValues(locale)), `English on ${url}`).toEqual([]);
      });
    }
  }
}

import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { LOCALE_TAGS } from '@/i18n/locales';
import { routing, type Locale } from '@/i18n/routing';
import type { SlotList } from '@/lib/booking/types';
import type { DigitalProduct } from '@/lib/content/types';
import type { MessageList } from '@/lib/inbox/query';
import { PAGES } from '@/lib/pages/registry';
import { adminCatalogueNow } from '../support/admin-catalogue';
import { bearer } from '../support/admin-http';
import { adminStatePath, savedAdminToken } from '../support/admin-state';
import { solve } from '../support/altcha-solve';
import { MAIN_SERVER, SECOND_SERVER } from '../support/e2e-servers';
import { waitForMail } from '../support/mail-drop';
import { signInAsNewPerson } from '../support/team-http';
import { newApiContext } from '../support/api-context';

// How a signed-in page arrives (docs/admin.md): with its rows read on the server, and in the
// admin's language, chosen in its menu or else the browser's (docs/decisions/admin-language.md).

const OTHER_LOCALE = routing.locales.find((locale) => locale !== routing.defaultLocale)!;

/** Opens each section with JavaScript off, so the page is what the server sent: no "Checking your sign-in…", no "Loading…", nothing busy. */
async function expectArrived(browser: Browser, server: string, sections: [string, string][]) {
  const context = await browser.newContext({ baseURL: server, javaScriptEnabled: false, storageState: adminStatePath(server) });
  const page = await context.newPage();
  for (const [path, shown] of sections) {
    await page.goto(path);
    await expect(page.locator('main')).toContainText(shown);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  }
  await context.close();
}

test('the sections arrive with their rows, read on the server with the page', async ({ browser }) => {
  await expectArrived(browser, MAIN_SERVER, [
    ['/admin/projects', 'Fjord Bakery Branding'],
    ['/admin/products', 'Minimal Beauty Instagram Posts'],
    ['/admin/testimonials', 'Ingrid Solberg'],
    ['/admin/discounts', adminCatalogueNow().AdminDiscounts.empty],
    ['/admin/pages', PAGES.services.title],
    ['/admin/settings', adminCatalogueNow().AdminSettings.seller.sections.seller],
    ['/admin/team', adminCatalogueNow().AdminTeam.people],
    ['/admin/team', adminCatalogueNow().AdminSecurity.requireTwoFactor],
    ['/admin/account', adminCatalogueNow().AdminAccount.passkeysTitle],
    ['/admin/account', adminCatalogueNow().AdminAccount.allSessionsTitle],
  ]);
});

// The demo seed has no orders, messages or calls: this test makes one of each on the second server
// (its own database; the first one's contact and checkout budgets are spent by other specs), an
// order through the demo checkout, a call booked, confirmed through its mail's link, and filed in
// Messages, the soonest time (the other specs there take the latest ones).

async function buy(api: APIRequestContext, email: string) {
  const products = (await (await api.get('/api/digital-products')).json()) as DigitalProduct[];
  const product = products.find((candidate) => candidate.title === 'Minimal Beauty Instagram Posts')!;
  const checkout = await api.post('/api/payments/checkout', {
    data: { product_id: product.id, origin_url: SECOND_SERVER, locale: 'en', withdrawal_consent: true },
  });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const sessionId = new URL(((await checkout.json()) as { checkout_url: string }).checkout_url).pathname.split('/').pop()!;
  expect((await api.post(`/api/payments/demo/${sessionId}/pay`, { form: { email }, maxRedirects: 0 })).status()).toBe(303);
}

/** A call held at the soonest free time (the next if it is taken meanwhile) and confirmed: its id. */
async function bookCall(api: APIRequestContext, name: string, email: string): Promise<string> {
  const { slots } = (await (await api.get('/api/booking/slots')).json()) as SlotList;
  for (const slot of slots.slice(0, 3)) {
    const altcha = solve(await (await api.get('/api/booking/challenge')).json());
    const held = await api.post('/api/bookings', {
      data: { start: slot.start, name, email, service_interest: 'Branding', locale: 'en', time_zone: 'Europe/Oslo', altcha },
    });
    if (held.status() === 409) continue;
    expect(held.status(), await held.text()).toBe(202);
    const asked = await waitForMail((mail) => mail.recipients.includes(email) && mail.text.includes('/book/confirm/'));
    const token = /\/book\/confirm\/([A-Za-z0-9_-]{43})/.exec(asked.text)![1];
    const confirmed = await api.post(`/api/bookings/${token}/confirm`);
    expect(confirmed.status(), await confirmed.text()).toBe(200);
    return ((await confirmed.json()) as { id: string }).id;
  }
  throw new Error('The three soonest times were all taken');
}

test('Orders, Messages and Bookings arrive with their first rows too', async ({ browser, playwright }) => {
  test.setTimeout(90_000);
  let api = await newApiContext(playwright, { baseURL: SECOND_SERVER });
  const auth = bearer(savedAdminToken(SECOND_SERVER));
  const stamp = Date.now().toString(36);
  const buyer = `arrival.${stamp}@example.no`;
  const visitor = { name: `Sunniva Arrival ${stamp}`, email: `sunniva.${stamp}@example.no` };
  await buy(api, buyer);
  const callId = await bookCall(api, visitor.name, visitor.email);
  try {
    await expectArrived(browser, SECOND_SERVER, [
      ['/admin/orders', buyer],
      ['/admin/messages', visitor.name],
      ['/admin/bookings', visitor.name],
    ]);

    // With scripts, far from the server's UTC: the list's times, written in UTC on the server, give
    // way to the browser's own without a hydration error (the server cannot know the zone).
    const context = await browser.newContext({
      baseURL: SECOND_SERVER,
      storageState: adminStatePath(SECOND_SERVER),
      timezoneId: 'Asia/Tokyo',
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // SWR asks again after hydration: by its answer a mismatch would have been reported.
    const revalidated = page.waitForResponse((response) => response.url().endsWith('/api/admin/messages'));
    await page.goto('/admin/messages');
    const row = page.getByRole('button', { name: new RegExp(visitor.name) });
    await expect(row.locator('time')).toHaveText(/^\d\d:\d\d$/);
    await revalidated;
    expect(errors).toEqual([]);
    await context.close();
  } finally {
    // The time is free again and the inbox as it was; an order stays (it is the shop's record). On
    // connections of their own: the server closes a keep-alive connection idle for 5 s, and a POST
    // sent on it just then is reset (ECONNRESET in CI, after the browser checks above).
    await api.dispose();
    api = await newApiContext(playwright, { baseURL: SECOND_SERVER });
    await api.post(`/api/admin/bookings/${callId}/cancel`, { headers: auth, data: { message: 'A test call, cancelled.' } });
    const { messages } = (await (
      await api.get(`/api/admin/messages?q=${encodeURIComponent(visitor.email)}`, { headers: auth })
    ).json()) as MessageList;
    for (const { id } of messages) await api.delete(`/api/admin/messages/${id}`, { headers: auth });
    await api.dispose();
  }
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
  // A person of its own: the menu saves the language to the person, which the shared session's specs must not see.
  await signInAsNewPerson(page.context(), MAIN_SERVER);
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

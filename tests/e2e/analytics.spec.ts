import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { CONSENT_STORAGE_KEY } from '../../lib/analytics/consent-defaults-script.mjs';
import { hasSecretPath, SECRET_QUERY_PARAMS } from '../../lib/analytics/secret-addresses';
import { LOCALE_PREFIXES } from '../../scripts/locales.mjs';
import { addressOf, publicPageRoutes } from '../support/public-routes';

// A second server of the same build, with a measurement id (see scripts/e2e-server.mjs).
const ANALYTICS_URL = `http://localhost:${Number(process.env.E2E_PORT ?? 3100) + 1}`;

type Entry = unknown[];

/** gtag's data layer, each entry as the argument list gtag was called with. */
const dataLayer = (page: Page) =>
  page.evaluate(() => ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((entry) => Array.from(entry)));

const consentCalls = (entries: Entry[]) => entries.filter((entry) => entry[0] === 'consent');
const events = (entries: Entry[], name: string) => entries.filter((entry) => entry[0] === 'event' && entry[1] === name);

test.describe('without a measurement id', () => {
  test('loads no analytics and shows no consent banner', async ({ page }) => {
    const gtagRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('googletagmanager')) gtagRequests.push(request.url());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
    await expect(page.getByRole('region', { name: 'Your privacy' })).toHaveCount(0);
    expect(gtagRequests).toEqual([]);
  });
});

test.describe('with a measurement id', () => {
  test.use({ baseURL: ANALYTICS_URL });

  test.beforeEach(async ({ page }) => {
    // Google is out of reach here; gtag's loader is replaced by an empty script.
    await page.route('https://www.googletagmanager.com/**', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
  });

  test('loads nothing on a receipt link page, whose address holds its secret token', async ({ page }) => {
    const gtagRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('googletagmanager')) gtagRequests.push(request.url());
    });
    for (const path of [`/downloads/${'A'.repeat(43)}`, `/no/downloads/${'B'.repeat(43)}`]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
      await expect(page.getByRole('region', { name: /Your privacy|Personvern/ })).toHaveCount(0);
    }
    expect(gtagRequests).toEqual([]);
    // The form to get the links again has no token: it is measured like any page.
    await page.goto('/downloads');
    await expect.poll(() => page.evaluate(() => 'dataLayer' in window)).toBe(true);
  });

  // Every page route whose path holds a secret, and a page with each secret query parameter, in
  // every language: a test each, so a slow machine's page loads do not add up to one time limit.
  const secret = `secret${randomUUID().replaceAll('-', '')}`;
  const secretPaths = publicPageRoutes()
    .map((route) => addressOf(route, secret))
    .filter((address) => hasSecretPath(address));
  const secretAddresses = LOCALE_PREFIXES.flatMap(({ prefix }) => [
    ...secretPaths.map((address) => `${prefix}${address}`),
    ...SECRET_QUERY_PARAMS.map((name) => `${prefix}/book?${name}=${secret}`),
  ]);

  /** Requests to Google's analytics hosts, answered with 204 so gtag would send its hits. */
  async function watchGoogle(page: Page) {
    const toGoogle: string[] = [];
    page.on('request', (request) => {
      if (/(^|\.)(googletagmanager|google-analytics|analytics\.google)\.com$/.test(new URL(request.url()).hostname))
        toGoogle.push(request.url());
    });
    await page.route(/google-analytics\.com|analytics\.google\.com/, (route) => route.fulfill({ status: 204 }));
    // Consent given earlier: gtag would send full hits, not only cookieless pings.
    await page.addInitScript((key) => window.localStorage.setItem(key, 'granted'), CONSENT_STORAGE_KEY);
    return toGoogle;
  }

  test('finds the pages whose address carries a secret', () => {
    expect(secretPaths.length).toBeGreaterThanOrEqual(3);
  });

  for (const address of secretAddresses.map((address) => address.replace(secret, '{secret}'))) {
    test(`sends nothing to Google from ${address} after consent`, async ({ page }) => {
      const toGoogle = await watchGoogle(page);
      await page.goto(address.replace('{secret}', secret));
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // gtag is added after hydration: give it the time it takes on the pages that load it.
      await page.waitForTimeout(1_000);
      expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
      expect(toGoogle).toEqual([]);
    });
  }

  test('the same page without a secret loads gtag after consent: the checks above could fail', async ({ page }) => {
    const toGoogle = await watchGoogle(page);
    await page.goto('/book');
    await expect.poll(() => toGoogle.length).toBeGreaterThan(0);
  });

  test('denies everything until the visitor agrees, then grants analytics', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Your privacy' });
    await expect(banner).toBeVisible();

    const before = await dataLayer(page);
    const [defaults] = consentCalls(before);
    expect(defaults).toEqual([
      'consent',
      'default',
      expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }),
    ]);
    const configIndex = before.findIndex((entry) => entry[0] === 'config');
    expect(configIndex).toBeGreaterThan(before.indexOf(defaults!));
    expect(before[configIndex]).toEqual(['config', 'G-E2ETEST1']);

    await banner.getByRole('button', { name: 'Accept analytics' }).click();
    await expect(banner).toHaveCount(0);
    expect(consentCalls(await dataLayer(page)).at(-1)).toEqual(['consent', 'update', { analytics_storage: 'granted' }]);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toHaveCount(0);
    expect(consentCalls(await dataLayer(page))).toEqual([
      ['consent', 'default', expect.objectContaining({ analytics_storage: 'denied' })],
      ['consent', 'update', { analytics_storage: 'granted' }],
    ]);
  });

  test('remembers a refusal, and the footer lets the visitor change it', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your privacy' })).toHaveCount(0);
    expect(consentCalls(await dataLayer(page))).toHaveLength(1);

    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await page.getByRole('button', { name: 'Accept analytics' }).click();
    expect(consentCalls(await dataLayer(page)).at(-1)).toEqual(['consent', 'update', { analytics_storage: 'granted' }]);
  });

  test('asks in Norwegian on the Norwegian site', async ({ page }) => {
    await page.goto('/no');
    const banner = page.getByRole('region', { name: 'Personvernet ditt' });
    await expect(banner.getByRole('button', { name: 'Godta analyse' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Les personvernerklæringen' })).toHaveAttribute('href', '/no/privacy-policy');
  });

  test('sends page_view on every path change', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Decline' }).click();
    expect(events(await dataLayer(page), 'page_view')).toHaveLength(0);

    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Projects' }).click();
    await expect
      .poll(async () => events(await dataLayer(page), 'page_view'))
      .toEqual([['event', 'page_view', expect.objectContaining({ page_path: '/projects', user_type: 'visitor', language: 'en' })]]);
    await page.getByRole('link', { name: 'Nordlys Studio, home' }).click();
    await expect
      .poll(async () => events(await dataLayer(page), 'page_view').map((entry) => (entry[2] as { page_path: string }).page_path))
      .toEqual(['/projects', '/']);
  });

  test('records a lead after a contact message is sent, with the service or General Inquiry', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Decline' }).click();
    const send = async (service?: string) => {
      await page.getByLabel('Full Name *').fill('Ada Lovelace');
      await page.getByLabel('Email Address *').fill('ada@example.com');
      if (service) await page.getByLabel('Service interest').selectOption({ label: service });
      await page.getByLabel('Message *').fill('I would like a new brand for my bakery.');
      await page.getByRole('button', { name: 'Send message' }).click();
      await expect(page.getByText('Thank you! Your message has been sent successfully.').last()).toBeVisible();
    };
    await send('Branding');
    // The thank-you takes the form's place; it brings back an empty form.
    await page.getByRole('button', { name: 'Send another message' }).click();
    await send();
    await expect
      .poll(async () => events(await dataLayer(page), 'generate_lead').map((entry) => entry[2]))
      .toEqual([
        expect.objectContaining({
          value: 1,
          contact_method: 'form',
          service_interest: 'Branding',
          source: 'contact_form',
          user_type: 'visitor',
        }),
        expect.objectContaining({ service_interest: 'General Inquiry', source: 'contact_form' }),
      ]);
  });

  test('records view_item on a product page and add_to_cart when checkout starts', async ({ page, request }) => {
    const products = (await (await request.get(`${ANALYTICS_URL}/api/digital-products`)).json()) as {
      id: string;
      title: string;
      category: string;
      price: number;
    }[];
    const product = products[0]!;
    await page.goto(`/digital-products/${product.id}`);
    await page.getByRole('button', { name: 'Decline' }).click();
    const item = {
      item_id: product.id,
      item_name: product.title,
      item_category: product.category,
      price: product.price,
      quantity: 1,
      currency: 'USD',
    };
    await expect
      .poll(async () => events(await dataLayer(page), 'view_item').map((entry) => entry[2]))
      .toEqual([expect.objectContaining({ currency: 'USD', value: product.price, items: [item], user_type: 'visitor' })]);

    // Hold the checkout request so the page stays put while the event is read.
    let release = () => {};
    await page.route('**/api/payments/checkout', async (route) => {
      await new Promise<void>((resolve) => (release = resolve));
      await route.abort();
    });
    await page.getByRole('checkbox', { name: /^I want the download now/ }).check();
    await page.getByRole('button', { name: /Buy now/ }).click();
    await expect
      .poll(async () => events(await dataLayer(page), 'add_to_cart').map((entry) => entry[2]))
      .toEqual([expect.objectContaining({ currency: 'USD', value: product.price, items: [item] })]);
    release();
  });
});

import { expect, type APIRequestContext, type Page, type Route } from '@playwright/test';
import { routing, type Locale } from '@/i18n/routing';
import type { DigitalProduct } from '@/lib/content/types';

// The payment endpoints are served by the shop's server side; these tests answer them in the
// browser, one answer per case, to check what each page does with it.

/** Where the mocked checkout sends the buyer: a page of this site, so the redirect can be asserted. */
const CHECKOUT_URL = '/digital-products/success?session_id=cs_test_1';

/**
 * Waits for the browser to be at the mocked checkout. It polls the address rather than using
 * `toHaveURL`, which also waits for the target's load event: these tests check where the button
 * sends the buyer, and the success page's load could take more than the 5 s limit while other
 * tests kept the server busy.
 */
export async function expectAtCheckout(page: Page): Promise<void> {
  await expect
    .poll(() => {
      const url = new URL(page.url());
      return `${url.pathname}${url.search}`;
    })
    .toBe(CHECKOUT_URL);
}

/** Checkout answers both buy buttons must treat as failures: an error status, or no checkout_url. */
export const CHECKOUT_FAILURES = [
  ['a failed checkout request', 500, { detail: 'Internal server error' }],
  ['an answer without a checkout URL', 200, {}],
] as const;

/** The products as the server has them (ids are made when the test database is seeded), in the default language unless told. */
export async function getProducts(request: APIRequestContext, locale: Locale = routing.defaultLocale): Promise<DigitalProduct[]> {
  const response = await request.get(`/api/digital-products?locale=${locale}`);
  return (await response.json()) as DigitalProduct[];
}

export interface HeldCheckout {
  /** Bodies of the checkout requests received so far. */
  bodies: unknown[];
  /** Answers the waiting request. */
  release: (answer?: { status?: number; body?: unknown }) => void;
}

/** Holds every checkout request until `release` is called, to observe the busy state. */
export async function holdCheckout(page: Page): Promise<HeldCheckout> {
  const bodies: unknown[] = [];
  let release: HeldCheckout['release'] = () => {};
  const released = new Promise<{ status?: number; body?: unknown }>((resolve) => {
    release = (answer = {}) => resolve(answer);
  });
  await page.route('**/api/payments/checkout', async (route: Route) => {
    bodies.push(route.request().postDataJSON());
    const answer = await released;
    await route.fulfill({ status: answer.status ?? 200, json: answer.body ?? { checkout_url: CHECKOUT_URL } });
  });
  // The redirect target polls the status; it is not what these tests look at.
  await page.route('**/api/payments/status/*', (route) => route.fulfill({ json: { payment_status: 'unpaid', status: 'open' } }));
  return { bodies, release: (answer) => release(answer) };
}

/** Answers every checkout request at once with the given status and body. */
export async function answerCheckout(page: Page, status: number, body: unknown): Promise<void> {
  await page.route('**/api/payments/checkout', (route) => route.fulfill({ status, json: body }));
}

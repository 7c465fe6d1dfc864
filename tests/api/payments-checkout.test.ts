import { eq } from 'drizzle-orm';
import { POST as checkout } from '@/app/api/payments/checkout/route';
import { getDb } from '@/lib/db/client';
import { digitalProducts, type DigitalProductRow } from '@/lib/db/schema';
import { routing } from '@/i18n/routing';
import { productSeeds } from '@/lib/db/seed/data/products';
import { WITHDRAWAL_CONSENT_VERSION } from '@/lib/shop/checkout/withdrawal';
import { postJson, products, request, SITE, sessionCount, sessionRow, startCheckout } from '../support/payments';

// POST /api/payments/checkout with the demo provider (no Stripe key: the local default).

let product: DigitalProductRow;
const path = '/api/payments/checkout';
// The buyer's tick on the product page (lib/shop/checkout/withdrawal.ts).
const consent = { withdrawal_consent: true };

beforeAll(async () => {
  [product] = (await products()) as [DigitalProductRow];
}, 120_000);

/** The seed record a stored product was made from, found by its default-language title. */
const seedOf = (row: DigitalProductRow) =>
  productSeeds.find((seed) => seed.title[routing.defaultLocale] === row.title[routing.defaultLocale])!;

async function post(body: unknown) {
  const response = await postJson(checkout, path, body);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('POST /api/payments/checkout (demo provider)', () => {
  it('opens a session on our own checkout page with the price from the database', async () => {
    const before = new Date();
    const { status, body } = await post({
      product_id: product.id,
      origin_url: `${SITE}/digital-products`,
      ...consent,
      price: 1,
      amount_total: 1,
    });
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(['checkout_url']);
    const url = new URL(body.checkout_url as string);
    expect(url.origin).toBe(SITE);
    expect(url.pathname).toMatch(/^\/checkout\/cs_demo_[0-9a-f]{32}$/);

    const row = await sessionRow(url.pathname.split('/').pop()!);
    const seed = seedOf(product);
    expect(row).toMatchObject({
      provider: 'demo',
      productId: product.id,
      productTitle: seed.title[routing.defaultLocale],
      amountTotal: seed.price_cents,
      currency: 'usd',
      status: 'open',
      paymentStatus: 'unpaid',
      locale: 'en',
      successUrl: `${SITE}/digital-products/success?session_id=${row!.id}`,
      cancelUrl: `${SITE}/digital-products/${product.id}`,
      withdrawalConsentVersion: WITHDRAWAL_CONSENT_VERSION,
    });
    // The server's clock, whatever the client might send.
    expect(row!.withdrawalConsentAt!.getTime()).toBeGreaterThanOrEqual(before.getTime());
    expect(row!.withdrawalConsentAt!.getTime()).toBeLessThanOrEqual(Date.now());
    const minutes = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 60_000;
    expect(minutes).toBeCloseTo(30, 0);
  });

  it('snapshots the Norwegian title and returns to the Norwegian pages with locale "no"', async () => {
    const locale = 'no';
    const { sessionId } = await startCheckout(product, locale);
    expect(await sessionRow(sessionId)).toMatchObject({
      productTitle: seedOf(product).title[locale],
      locale: 'no',
      successUrl: `${SITE}/no/digital-products/success?session_id=${sessionId}`,
      cancelUrl: `${SITE}/no/digital-products/${product.id}`,
    });
  });

  it('keeps the price of the session when the product price changes later', async () => {
    const { sessionId } = await startCheckout(product);
    const db = await getDb();
    await db
      .update(digitalProducts)
      .set({ priceCents: product.priceCents + 1000 })
      .where(eq(digitalProducts.id, product.id));
    try {
      expect((await sessionRow(sessionId))!.amountTotal).toBe(product.priceCents);
      const { sessionId: later } = await startCheckout(product);
      expect((await sessionRow(later))!.amountTotal).toBe(product.priceCents + 1000);
    } finally {
      await db.update(digitalProducts).set({ priceCents: product.priceCents }).where(eq(digitalProducts.id, product.id));
    }
  });

  it('accepts the site at 127.0.0.1 as well as localhost on a local run', async () => {
    expect((await post({ product_id: product.id, origin_url: 'http://127.0.0.1:3000', ...consent })).status).toBe(200);
  });

  it.each([
    ['another site', 'https://evil.example'],
    ['another port', 'http://localhost:4000'],
    ['another scheme', 'https://localhost:3000'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', '/digital-products'],
    ['a look-alike host', 'http://localhost:3000.evil.example'],
  ])('refuses %s as origin_url (no open redirect)', async (_label, origin_url) => {
    expect(await post({ product_id: product.id, origin_url, ...consent })).toEqual({
      status: 400,
      body: { detail: 'origin_url is not an allowed origin' },
    });
  });

  it.each([
    ['an unknown product', '00000000-0000-4000-8000-000000000000'],
    ['a malformed id', 'not-a-uuid'],
    ['an SQL-looking id', "' or 1=1 --"],
  ])('answers 404 for %s', async (_label, product_id) => {
    expect(await post({ product_id, origin_url: SITE, ...consent })).toEqual({ status: 404, body: { detail: 'Product not found' } });
  });

  it('answers 404 for a product taken off sale', async () => {
    const db = await getDb();
    await db.update(digitalProducts).set({ active: false }).where(eq(digitalProducts.id, product.id));
    try {
      expect((await post({ product_id: product.id, origin_url: SITE, ...consent })).status).toBe(404);
    } finally {
      await db.update(digitalProducts).set({ active: true }).where(eq(digitalProducts.id, product.id));
    }
  });

  it.each([
    ['without withdrawal_consent', {}],
    ['with withdrawal_consent false', { withdrawal_consent: false }],
    ['with withdrawal_consent "true"', { withdrawal_consent: 'true' }],
  ])('refuses a checkout %s, opening and storing nothing', async (_label, given) => {
    const before = await sessionCount();
    expect(await post({ product_id: product.id, origin_url: SITE, ...given })).toEqual({
      status: 400,
      body: { detail: 'withdrawal_consent: Tick that you want the download now and lose your right of withdrawal' },
    });
    expect(await sessionCount()).toBe(before);
  });

  it('answers 400 with a detail for missing or mistyped fields', async () => {
    const missing = await post({ origin_url: SITE });
    expect(missing.status).toBe(400);
    expect(missing.body.detail).toMatch(/product_id/);
    expect((await post({ product_id: 42, origin_url: SITE })).status).toBe(400);
    expect((await post({ product_id: product.id })).body.detail).toMatch(/origin_url/);
    expect((await post({ product_id: product.id, origin_url: SITE, locale: 'de' })).body.detail).toMatch(/locale/);
    expect((await post(null)).status).toBe(400);
    expect((await post([product.id])).status).toBe(400);
  });

  it('answers 400 for malformed JSON, 415 for another content type, 413 for a huge body', async () => {
    const send = (body: string, contentType: string) =>
      request(checkout, path, { method: 'POST', headers: { 'Content-Type': contentType }, body });
    const malformed = await send('{"product_id":', 'application/json');
    expect([malformed.status, await malformed.json()]).toEqual([400, { detail: 'The request body is not valid JSON' }]);
    const form = await send(`product_id=${product.id}`, 'application/x-www-form-urlencoded');
    expect([form.status, await form.json()]).toEqual([415, { detail: 'The request body must be JSON (Content-Type: application/json)' }]);
    const huge = await send(
      JSON.stringify({ product_id: product.id, origin_url: SITE, padding: 'x'.repeat(20_000) }),
      'application/json; charset=utf-8',
    );
    expect([huge.status, await huge.json()]).toEqual([413, { detail: 'The request body must be at most 16 kB' }]);
  });
});

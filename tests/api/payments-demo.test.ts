import { GET as download } from '@/app/api/download/[sessionId]/route';
import { POST as checkout } from '@/app/api/payments/checkout/route';
import { POST as cancel } from '@/app/api/payments/demo/[sessionId]/cancel/route';
import { POST as pay } from '@/app/api/payments/demo/[sessionId]/pay/route';
import { POST as webhook } from '@/app/api/payments/webhook/route';
import type { DigitalProductRow } from '@/lib/db/schema';
import { CHECKOUT_RATE_LIMIT, DOWNLOAD_RATE_LIMIT } from '@/lib/shop/checkout/limits';
import {
  BUYER_EMAIL,
  downloadCountOf,
  expire,
  ordersOf,
  payForm,
  pollStatus,
  products,
  request,
  SITE,
  sessionParams,
  sessionRow,
  startCheckout,
} from '../support/payments';

// The demo provider end to end at the API level: status, the checkout page's Pay and Cancel
// buttons, expiry, fulfilment and the download.

jest.setTimeout(30_000);

let product: DigitalProductRow;

beforeAll(async () => {
  [product] = (await products()) as [DigitalProductRow];
}, 120_000);

async function statusOf(id: string) {
  const response = await pollStatus(id);
  return { status: response.status, body: await response.json(), cacheControl: response.headers.get('cache-control') };
}

const payFor = (id: string, email = BUYER_EMAIL) => request(pay, `/api/payments/demo/${id}/pay`, payForm(email), sessionParams(id));
const cancelFor = (id: string) => request(cancel, `/api/payments/demo/${id}/cancel`, { method: 'POST' }, sessionParams(id));
const downloadFor = (id: string) => request(download, `/api/download/${id}`, {}, sessionParams(id));

describe('GET /api/payments/status/{session_id}', () => {
  it('answers an open session in the documented shape, never cached', async () => {
    const { sessionId } = await startCheckout(product);
    expect(await statusOf(sessionId)).toEqual({
      status: 200,
      body: {
        payment_status: 'unpaid',
        status: 'open',
        amount_total: product.priceCents,
        currency: 'usd',
        metadata: { product_id: product.id, product_title: product.title.en },
        // The receipt's number and figures once paid (tests/api/receipt-pdf.test.ts).
        receipt: null,
      },
      cacheControl: 'no-store',
    });
  });

  it.each([
    ['an unknown demo id', 'cs_demo_unknown'],
    ['an unknown Stripe id', 'cs_test_a1b2c3'],
    ['an id with a hyphen', 'not-a-session'],
    ['an id longer than 255 characters', 'a'.repeat(256)],
    ['an SQL-looking id', "x' or '1'='1"],
  ])('answers 404 for %s', async (_label, id) => {
    const { status: code, body } = await statusOf(id);
    expect([code, body]).toEqual([404, { detail: 'Session not found' }]);
  });

  it('reports a session past its 30 minutes as expired and unpaid, and keeps it so', async () => {
    const { sessionId } = await startCheckout(product);
    await expire(sessionId);
    expect((await statusOf(sessionId)).body).toMatchObject({ status: 'expired', payment_status: 'unpaid' });
    expect(await sessionRow(sessionId)).toMatchObject({ status: 'expired', paymentStatus: 'unpaid' });
    const refused = await payFor(sessionId);
    expect([refused.status, refused.headers.get('location')]).toEqual([303, `${SITE}/checkout/${sessionId}`]);
    expect((await statusOf(sessionId)).body).toMatchObject({ status: 'expired', payment_status: 'unpaid' });
    expect(await ordersOf(sessionId)).toHaveLength(0);
  });
});

describe('demo checkout: Pay and Cancel', () => {
  it('Pay marks the session paid, creates one order and sends the buyer to the success page', async () => {
    const { sessionId } = await startCheckout(product);
    const paid = await payFor(sessionId);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${SITE}/digital-products/success?session_id=${sessionId}`);
    expect((await statusOf(sessionId)).body).toMatchObject({
      status: 'complete',
      payment_status: 'paid',
      amount_total: product.priceCents,
    });

    // A second click, a reload of the success page and a late expiry change nothing.
    const again = await payFor(sessionId);
    expect(again.headers.get('location')).toBe(`${SITE}/digital-products/success?session_id=${sessionId}`);
    await statusOf(sessionId);
    await expire(sessionId);
    expect((await statusOf(sessionId)).body).toMatchObject({ status: 'complete', payment_status: 'paid' });
    const orders = await ordersOf(sessionId);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ productId: product.id, amountTotal: product.priceCents, currency: 'usd' });
  });

  it('Pay from a Norwegian checkout returns to the Norwegian success page', async () => {
    const { sessionId } = await startCheckout(product, 'no');
    expect((await payFor(sessionId)).headers.get('location')).toBe(`${SITE}/no/digital-products/success?session_id=${sessionId}`);
  });

  it('many concurrent Pay clicks still make one order', async () => {
    const { sessionId } = await startCheckout(product);
    const responses = await Promise.all(Array.from({ length: 10 }, () => payFor(sessionId)));
    expect(new Set(responses.map((r) => r.status))).toEqual(new Set([303]));
    expect(await ordersOf(sessionId)).toHaveLength(1);
  });

  it('Cancel returns to the product page and leaves the session open, unpaid, without an order', async () => {
    const { sessionId } = await startCheckout(product, 'no');
    const cancelled = await cancelFor(sessionId);
    expect([cancelled.status, cancelled.headers.get('location')]).toEqual([303, `${SITE}/no/digital-products/${product.id}`]);
    expect((await statusOf(sessionId)).body).toMatchObject({ status: 'open', payment_status: 'unpaid' });
    expect(await ordersOf(sessionId)).toHaveLength(0);
  });

  it('answers 404 for Pay or Cancel of an unknown session', async () => {
    for (const response of [await payFor('cs_demo_nope'), await cancelFor('cs_demo_nope'), await payFor('../../etc')]) {
      expect([response.status, await response.json()]).toEqual([404, { detail: 'Session not found' }]);
    }
  });
});

describe("demo checkout: the buyer's e-mail", () => {
  it('stores the address, trimmed, on the session and on its order', async () => {
    const { sessionId } = await startCheckout(product);
    expect((await payFor(sessionId, '  Kari.Nordmann@Example.no \n')).status).toBe(303);
    expect(await sessionRow(sessionId)).toMatchObject({ paymentStatus: 'paid', customerEmail: 'Kari.Nordmann@Example.no' });
    expect(await ordersOf(sessionId)).toMatchObject([{ customerEmail: 'Kari.Nordmann@Example.no' }]);
  });

  it('takes the address as JSON too', async () => {
    const { sessionId } = await startCheckout(product);
    const paid = await request(
      pay,
      `/api/payments/demo/${sessionId}/pay`,
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'json@example.com' }) },
      sessionParams(sessionId),
    );
    expect(paid.status).toBe(303);
    expect(await sessionRow(sessionId)).toMatchObject({ customerEmail: 'json@example.com' });
  });

  it.each([
    ['a UTF-8 local part', 'ø@example.no', 'ø@example.no'],
    ['an IDN domain', 'kari@blåbær.no', 'kari@blåbær.no'],
  ])('takes an internationalised address: %s', async (_label, typed, stored) => {
    const { sessionId } = await startCheckout(product);
    expect((await payFor(sessionId, typed)).status).toBe(303);
    expect(await sessionRow(sessionId)).toMatchObject({ paymentStatus: 'paid', customerEmail: stored });
  });

  it.each([
    ['no address', ''],
    ['blanks', '   '],
    ['no at sign', 'kari.example.com'],
    ['no domain dot', 'kari@example'],
    ['two addresses', 'kari@example.com, ola@example.com'],
    ['a header injection', 'kari@example.com\r\nBcc: all@example.com'],
    ['255 characters', `${'k'.repeat(243)}@example.com`],
    ['a domain label of 185 characters', `kari@${'k'.repeat(185)}.no`],
    ['65 characters before the @', `${'k'.repeat(65)}@example.no`],
  ])('refuses %s with 400 naming the field, and pays nothing', async (_label, email) => {
    const { sessionId } = await startCheckout(product);
    const refused = await payFor(sessionId, email);
    expect([refused.status, await refused.json()]).toEqual([400, { detail: expect.stringMatching(/^email: /) }]);
    expect(await sessionRow(sessionId)).toMatchObject({ status: 'open', paymentStatus: 'unpaid', customerEmail: null });
    expect(await ordersOf(sessionId)).toHaveLength(0);
  });

  it('refuses a post without the field, or in another encoding', async () => {
    const { sessionId } = await startCheckout(product);
    const post = (init: RequestInit) =>
      request(pay, `/api/payments/demo/${sessionId}/pay`, { method: 'POST', ...init }, sessionParams(sessionId));
    const empty = await post({ headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'name=Kari' });
    expect([empty.status, await empty.json()]).toEqual([400, { detail: 'email: Enter a valid email address' }]);
    expect((await post({})).status).toBe(415);
    expect((await post({ headers: { 'content-type': 'text/plain' }, body: 'email=kari@example.com' })).status).toBe(415);
    expect(
      (await post({ headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `email=${'k'.repeat(5000)}` })).status,
    ).toBe(413);
    expect(await sessionRow(sessionId)).toMatchObject({ paymentStatus: 'unpaid' });
  });

  it("sends a browser's refused form back to the checkout page, which then names the problem", async () => {
    const { sessionId } = await startCheckout(product);
    const refused = await request(
      pay,
      `/api/payments/demo/${sessionId}/pay`,
      payForm('kari@', { accept: 'text/html,application/xhtml+xml' }),
      sessionParams(sessionId),
    );
    expect([refused.status, refused.headers.get('location')]).toEqual([303, `${SITE}/checkout/${sessionId}?error=email`]);
    expect(await sessionRow(sessionId)).toMatchObject({ paymentStatus: 'unpaid' });
  });

  it('keeps the address of the one click that paid when several race', async () => {
    const { sessionId } = await startCheckout(product);
    const emails = Array.from({ length: 8 }, (_, n) => `buyer${n}@example.com`);
    await Promise.all(emails.map((email) => payFor(sessionId, email)));
    const stored = (await sessionRow(sessionId))!.customerEmail;
    expect(emails).toContain(stored);
    expect(await ordersOf(sessionId)).toMatchObject([{ customerEmail: stored }]);
    // A later click with another address changes nothing.
    await payFor(sessionId, 'late@example.com');
    expect((await sessionRow(sessionId))!.customerEmail).toBe(stored);
  });
});

describe('GET /api/download/{session_id}', () => {
  it('answers 404 for an unknown session and 403 before payment, recording nothing', async () => {
    const unknown = await downloadFor('cs_demo_missing');
    expect([unknown.status, await unknown.json()]).toEqual([404, { detail: 'Session not found' }]);
    const { sessionId } = await startCheckout(product);
    const unpaid = await downloadFor(sessionId);
    expect([unpaid.status, await unpaid.json()]).toEqual([403, { detail: 'Payment not completed' }]);
    await expire(sessionId);
    expect((await downloadFor(sessionId)).status).toBe(403);
    expect(await ordersOf(sessionId)).toHaveLength(0);
  });

  it('delivers the product text as product_{session_id}.txt after payment and records each download', async () => {
    const { sessionId } = await startCheckout(product);
    await payFor(sessionId);
    for (let i = 0; i < 2; i++) {
      const response = await downloadFor(sessionId);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="product_${sessionId}.txt"`);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.text()).toBe(product.deliverable?.en);
    }
    const [order] = await ordersOf(sessionId);
    expect(order).toBeDefined();
    expect(await downloadCountOf(sessionId)).toBe(2);
  });

  it('limits downloads (and attempts) per address, counting on the order instead of adding rows', async () => {
    const { sessionId } = await startCheckout(product);
    await payFor(sessionId);
    const from = (address: string, id = sessionId) =>
      request(download, `/api/download/${id}`, { headers: { 'x-forwarded-for': address } }, sessionParams(id));
    expect((await from('203.0.113.40')).status).toBe(200);
    for (let n = 1; n < DOWNLOAD_RATE_LIMIT.points; n++) expect((await from('203.0.113.40', 'cs_demo_missing')).status).toBe(404);
    const refused = await from('203.0.113.40');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await downloadCountOf(sessionId)).toBe(1);
    // Another buyer is not affected.
    expect((await from('203.0.113.41')).status).toBe(200);
  });
});

describe('POST /api/payments/checkout limits', () => {
  it('opens at most the limit of checkouts per address, then 429 with Retry-After', async () => {
    const from = (address: string) =>
      request(checkout, '/api/payments/checkout', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ product_id: product.id, origin_url: SITE, locale: 'en', withdrawal_consent: true }),
      });
    for (let n = 0; n < CHECKOUT_RATE_LIMIT.points; n++) expect((await from('203.0.113.50')).status).toBe(200);
    const refused = await from('203.0.113.50');
    expect([refused.status, (await refused.json()).detail]).toEqual([429, expect.stringMatching(/Too many checkouts/)]);
    expect((await from('203.0.113.51')).status).toBe(200);
  });
});

describe('POST /api/payments/webhook without Stripe', () => {
  it('accepts nothing, since nothing can be verified', async () => {
    const response = await request(webhook, '/api/payments/webhook', {
      method: 'POST',
      headers: { 'Stripe-Signature': 't=1,v1=x' },
      body: '{}',
    });
    expect([response.status, await response.json()]).toEqual([400, { detail: 'Webhooks are not configured' }]);
  });
});

import { GET as download } from '@/app/api/download/[sessionId]/route';
import { POST as checkout } from '@/app/api/payments/checkout/route';
import { POST as pay } from '@/app/api/payments/demo/[sessionId]/pay/route';
import { getDb } from '@/lib/db/client';
import { checkoutSessions, type DigitalProductRow } from '@/lib/db/schema';
import type { StripeConnection } from '@/lib/shop/checkout/stripe';
import { WITHDRAWAL_CONSENT_VERSION } from '@/lib/shop/checkout/withdrawal';
import {
  ordersOf,
  pollStatus,
  postJson,
  products,
  request,
  sessionCount,
  sessionParams,
  sessionRow,
  SITE,
  startCheckout,
} from '../support/payments';
import { startStripePeer, type StripePeer } from '../support/stripe-peer';
import { captureLog } from '../support/log-capture';

// The Stripe adapter against a local HTTP peer that speaks the two Checkout Session calls.
// A secret key selects Stripe; the app's client is pointed at the peer (the only substitution).

process.env.STRIPE_SECRET_KEY = 'sk_test_peer_secret';

const mockPeerAddress: Partial<StripeConnection> = {};
jest.mock('@/lib/shop/checkout/stripe', () => {
  const actual = jest.requireActual('@/lib/shop/checkout/stripe');
  return {
    ...actual,
    createStripeProvider: (connection: StripeConnection) => actual.createStripeProvider({ ...connection, ...mockPeerAddress }),
  };
});

jest.setTimeout(30_000);

let peer: StripePeer;
let product: DigitalProductRow;

beforeAll(async () => {
  peer = await startStripePeer();
  Object.assign(mockPeerAddress, peer.connection);
  [product] = (await products()) as [DigitalProductRow];
}, 120_000);

afterAll(() => peer.close());
afterEach(() => peer.failWith(null));

const lastRequest = () => peer.requests.at(-1)!;
const statusOf = async (id: string) => (await pollStatus(id)).json();

describe('creating a Checkout Session', () => {
  it("sends the amount in the page's currency and the title from the database, Stripe Tax's switches, return URLs from SITE_URL and the metadata", async () => {
    const response = await postJson(checkout, '/api/payments/checkout', {
      product_id: product.id,
      origin_url: SITE,
      locale: 'no',
      withdrawal_consent: true,
      price: 1,
      amount: 1,
    });
    const { checkout_url } = (await response.json()) as { checkout_url: string };
    expect(response.status).toBe(200);

    const sent = lastRequest();
    expect([sent.method, sent.path]).toEqual(['POST', '/v1/checkout/sessions']);
    expect(sent.headers.authorization).toBe('Bearer sk_test_peer_secret');
    expect(sent.form).toEqual({
      mode: 'payment',
      // The Norwegian page shows kroner: the studio's kroner price is charged.
      'line_items[0][price_data][currency]': 'nok',
      'line_items[0][price_data][unit_amount]': String(product.prices.nok),
      'line_items[0][price_data][tax_behavior]': 'inclusive',
      'line_items[0][price_data][product_data][name]': product.title.no,
      'line_items[0][price_data][product_data][tax_code]': 'txcd_10000000',
      'line_items[0][quantity]': '1',
      // The demo seller is VAT-registered: Stripe Tax by billing address, VAT numbers, an invoice.
      billing_address_collection: 'required',
      'automatic_tax[enabled]': 'true',
      'tax_id_collection[enabled]': 'true',
      'invoice_creation[enabled]': 'true',
      success_url: `${SITE}/no/digital-products/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${SITE}/no/digital-products/${product.id}`,
      locale: 'nb',
      'metadata[product_id]': product.id,
      'metadata[product_title]': product.title.no,
      // The consent the buyer gave on our product page, restated beside Stripe's Pay button.
      'custom_text[submit][message]': expect.stringContaining('Du har bedt om levering med en gang'),
    });

    const created = [...peer.sessions.values()].at(-1)!;
    expect(checkout_url).toBe(created.url);
    expect(await sessionRow(created.id)).toMatchObject({
      provider: 'stripe',
      amountTotal: product.prices.nok,
      currency: 'nok',
      status: 'open',
      paymentStatus: 'unpaid',
      successUrl: `${SITE}/no/digital-products/success?session_id=${created.id}`,
      expiresAt: new Date((created.expires_at as number) * 1000),
      withdrawalConsentAt: expect.any(Date),
      withdrawalConsentVersion: WITHDRAWAL_CONSENT_VERSION,
    });
  });

  it('asks Stripe for English checkout pages from the English site', async () => {
    await startCheckout(product, 'en');
    expect(lastRequest().form).toMatchObject({ locale: 'en', 'line_items[0][price_data][product_data][name]': product.title.en });
  });

  it.each([
    ['a Stripe server error', 502, 'Payment provider error', { kind: 'server-error' } as const],
    ['an invalid request', 502, 'Payment provider error', { kind: 'invalid-request', message: 'Invalid URL: secret detail' } as const],
    ['a rate limit', 503, 'Payment provider unavailable', { kind: 'rate-limit' } as const],
    ['a dropped connection', 503, 'Payment provider unavailable', { kind: 'drop-connection' } as const],
  ])('maps %s to %i "%s" without leaking Stripe\'s message, storing no session', async (_label, code, detail, failure) => {
    const before = await sessionCount();
    peer.failWith(failure);
    const logged = captureLog();
    const response = await postJson(checkout, '/api/payments/checkout', {
      product_id: product.id,
      origin_url: SITE,
      withdrawal_consent: true,
    });
    logged.restore();
    expect([response.status, await response.json()]).toEqual([code, { detail }]);
    expect(logged.lines.filter((line) => line.level === 'error')).toMatchObject([{ area: 'payments', msg: 'Stripe refused or failed' }]);
    expect(await sessionCount()).toBe(before);
  });

  it("lets Stripe's client retry a server error before giving up", async () => {
    const { createStripeProvider } = jest.requireActual('@/lib/shop/checkout/stripe') as typeof import('@/lib/shop/checkout/stripe');
    const provider = createStripeProvider({
      secretKey: 'sk_test_retry',
      host: peer.host,
      port: peer.port,
      protocol: 'http',
      maxNetworkRetries: 2,
    });
    peer.failWith({ kind: 'server-error' });
    const before = peer.requests.length;
    await expect(provider.retrieveSession('cs_test_any')).rejects.toMatchObject({ status: 502, detail: 'Payment provider error' });
    expect(peer.requests.length - before).toBe(3);
  });
});

describe('reading a session back', () => {
  it('keeps an open session open and unpaid', async () => {
    const { sessionId } = await startCheckout(product);
    expect(await statusOf(sessionId)).toMatchObject({ status: 'open', payment_status: 'unpaid' });
    expect(lastRequest()).toMatchObject({ method: 'GET', path: `/v1/checkout/sessions/${sessionId}` });
  });

  it('fulfils a session Stripe reports paid (without a webhook), then stops asking Stripe', async () => {
    const { sessionId } = await startCheckout(product);
    Object.assign(peer.sessions.get(sessionId)!, {
      status: 'complete',
      payment_status: 'paid',
      customer_details: { email: 'buyer@example.com' },
    });
    expect(await statusOf(sessionId)).toEqual({
      payment_status: 'paid',
      status: 'complete',
      receipt: expect.objectContaining({ number: expect.any(Number), amount_total: product.priceCents, currency: 'usd' }),
      amount_total: product.priceCents,
      currency: 'usd',
      metadata: { product_id: product.id, product_title: product.title.en },
    });
    const orders = await ordersOf(sessionId);
    expect(orders).toHaveLength(1);
    expect(orders[0]!.customerEmail).toBe('buyer@example.com');

    const asked = peer.requests.length;
    peer.failWith({ kind: 'server-error' });
    expect(await statusOf(sessionId)).toMatchObject({ payment_status: 'paid' });
    expect((await request(download, `/api/download/${sessionId}`, {}, sessionParams(sessionId))).status).toBe(200);
    expect(peer.requests.length).toBe(asked);
    expect(await ordersOf(sessionId)).toHaveLength(1);
  });

  it.each([
    [
      'a German consumer',
      { country: 'DE', tax: 942, rate: 19, reason: 'standard_rated', taxIds: [] },
      { reverseCharge: false, buyerVatId: null },
    ],
    [
      'a German company with a VAT number',
      { country: 'DE', tax: 0, rate: 19, reason: 'reverse_charge', taxIds: [{ type: 'eu_vat', value: 'DE123456788' }] },
      { reverseCharge: true, buyerVatId: 'DE123456788' },
    ],
  ])('keeps what Stripe Tax computed for %s on the session and the order', async (_label, stripe, expected) => {
    const { sessionId } = await startCheckout(product, 'en');
    expect(lastRequest().path).toBe('/v1/checkout/sessions');
    const reverse = stripe.reason === 'reverse_charge';
    Object.assign(peer.sessions.get(sessionId)!, {
      status: 'complete',
      payment_status: 'paid',
      amount_total: 5900,
      customer_details: {
        email: 'buyer@example.com',
        business_name: reverse ? 'Muster GmbH' : null,
        address: { country: stripe.country },
        tax_ids: stripe.taxIds,
      },
      total_details: {
        amount_discount: 0,
        amount_tax: stripe.tax,
        breakdown: {
          discounts: [],
          taxes: [{ amount: stripe.tax, rate: { percentage: reverse ? 0 : stripe.rate }, taxability_reason: stripe.reason }],
        },
      },
    });
    await statusOf(sessionId);
    // The status check read the finished session back from Stripe.
    expect(peer.requests.at(-1)!.path).toBe(`/v1/checkout/sessions/${sessionId}`);
    const [order] = await ordersOf(sessionId);
    expect(order).toMatchObject({
      country: 'DE',
      currency: 'usd',
      amountTotal: 5900,
      amountTax: stripe.tax,
      amountSubtotal: 5900 - stripe.tax,
      taxRate: reverse ? 0 : 19,
      buyerCompany: reverse ? 'Muster GmbH' : null,
      ...expected,
    });
  });

  it('reports a session Stripe expired as expired', async () => {
    const { sessionId } = await startCheckout(product);
    Object.assign(peer.sessions.get(sessionId)!, { status: 'expired', url: null });
    expect(await statusOf(sessionId)).toMatchObject({ status: 'expired', payment_status: 'unpaid' });
    expect(await ordersOf(sessionId)).toHaveLength(0);
  });

  it('answers 503 while Stripe cannot be reached, and the session stays as it was', async () => {
    const { sessionId } = await startCheckout(product);
    peer.failWith({ kind: 'drop-connection' });
    const response = await pollStatus(sessionId);
    expect([response.status, await response.json()]).toEqual([503, { detail: 'Payment provider unavailable' }]);
    expect(await sessionRow(sessionId)).toMatchObject({ status: 'open', paymentStatus: 'unpaid' });
  });

  it('no longer lets a demo session from before the switch to Stripe be paid', async () => {
    const db = await getDb();
    const id = 'cs_demo_left_over';
    await db.insert(checkoutSessions).values({
      id,
      provider: 'demo',
      productId: product.id,
      productTitle: product.title.en!,
      amountTotal: product.priceCents,
      currency: 'usd',
      expiresAt: new Date(Date.now() + 600_000),
      successUrl: `${SITE}/digital-products/success?session_id=${id}`,
      cancelUrl: `${SITE}/digital-products/${product.id}`,
    });
    const response = await request(pay, `/api/payments/demo/${id}/pay`, { method: 'POST' }, sessionParams(id));
    expect([response.status, await response.json()]).toEqual([404, { detail: 'Session not found' }]);
    expect(await statusOf(id)).toMatchObject({ status: 'open', payment_status: 'unpaid' });
  });

  it('answers null for a session Stripe does not know', async () => {
    const { createStripeProvider } = jest.requireActual('@/lib/shop/checkout/stripe') as typeof import('@/lib/shop/checkout/stripe');
    const provider = createStripeProvider({
      secretKey: 'sk_test_x',
      host: peer.host,
      port: peer.port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
    expect(await provider.retrieveSession('cs_test_unknown')).toBeNull();
  });
});

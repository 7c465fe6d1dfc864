import Stripe from 'stripe';
import { POST as webhook } from '@/app/api/payments/webhook/route';
import { GET as download } from '@/app/api/download/[sessionId]/route';
import { GET as status } from '@/app/api/payments/status/[sessionId]/route';
import type { DigitalProductRow } from '@/lib/db/schema';
import { fulfil } from '@/lib/shop/checkout/fulfil';
import { recordProviderState } from '@/lib/shop/checkout/sessions';
import { fromStripeSession, type StripeConnection } from '@/lib/shop/checkout/stripe';
import { expire, ordersOf, pollStatus, products, request, sessionParams, sessionRow, startCheckout } from '../support/payments';
import { startStripePeer, type PeerSession, type StripePeer } from '../support/stripe-peer';
import { captureLog } from '../support/log-capture';

// POST /api/payments/webhook with events signed exactly as Stripe signs them.

const SECRET = 'whsec_test_webhook_secret';
process.env.STRIPE_SECRET_KEY = 'sk_test_peer_secret';
process.env.STRIPE_WEBHOOK_SECRET = SECRET;

const mockPeerAddress: Partial<StripeConnection> = {};
jest.mock('@/lib/shop/checkout/stripe', () => {
  const actual = jest.requireActual('@/lib/shop/checkout/stripe');
  return {
    ...actual,
    createStripeProvider: (connection: StripeConnection) => actual.createStripeProvider({ ...connection, ...mockPeerAddress }),
  };
});

jest.setTimeout(60_000);

let peer: StripePeer;
let product: DigitalProductRow;

beforeAll(async () => {
  peer = await startStripePeer();
  Object.assign(mockPeerAddress, peer.connection);
  [product] = (await products()) as [DigitalProductRow];
}, 120_000);

afterAll(() => peer.close());

let eventCount = 0;
function eventPayload(type: string, session: Partial<PeerSession>): string {
  eventCount += 1;
  return JSON.stringify({
    id: `evt_test_${eventCount}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object: session },
  });
}

function deliver(
  payload: string,
  {
    secret = SECRET,
    timestamp = Math.floor(Date.now() / 1000),
    signature,
  }: { secret?: string; timestamp?: number; signature?: string | null } = {},
) {
  const header = signature === undefined ? Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp }) : signature;
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (header !== null) headers['Stripe-Signature'] = header;
  return request(webhook, '/api/payments/webhook', { method: 'POST', headers, body: payload });
}

async function answer(response: Response) {
  return [response.status, await response.json()];
}

/** A fresh Stripe session of ours, as Stripe would describe it once the buyer has paid. */
async function paidSession(): Promise<PeerSession> {
  const { sessionId } = await startCheckout(product);
  return { ...peer.sessions.get(sessionId)!, status: 'complete', payment_status: 'paid', customer_details: { email: 'buyer@example.com' } };
}

describe('POST /api/payments/webhook', () => {
  it('fulfils checkout.session.completed once the signature checks out', async () => {
    const session = await paidSession();
    expect(await answer(await deliver(eventPayload('checkout.session.completed', session)))).toEqual([200, { received: true }]);
    expect(await sessionRow(session.id)).toMatchObject({ status: 'complete', paymentStatus: 'paid', customerEmail: 'buyer@example.com' });
    const orders = await ordersOf(session.id);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ productId: product.id, amountTotal: product.priceCents, customerEmail: 'buyer@example.com' });
  });

  it('refuses a missing, wrong or tampered signature with 400 and changes nothing', async () => {
    const session = await paidSession();
    const payload = eventPayload('checkout.session.completed', session);
    expect(await answer(await deliver(payload, { signature: null }))).toEqual([400, { detail: 'Missing Stripe-Signature header' }]);
    expect(await answer(await deliver(payload, { secret: 'whsec_someone_else' }))).toEqual([
      400,
      { detail: 'Invalid or expired signature' },
    ]);
    expect(await answer(await deliver(payload, { signature: 't=1,v1=deadbeef' }))).toEqual([
      400,
      { detail: 'Invalid or expired signature' },
    ]);
    const signedForOther = Stripe.webhooks.generateTestHeaderString({
      payload: eventPayload('checkout.session.expired', session),
      secret: SECRET,
    });
    expect((await deliver(payload, { signature: signedForOther })).status).toBe(400);
    expect(await sessionRow(session.id)).toMatchObject({ status: 'open', paymentStatus: 'unpaid' });
    expect(await ordersOf(session.id)).toHaveLength(0);
  });

  it('refuses a correctly signed event whose timestamp is 10 minutes old (a replay)', async () => {
    const session = await paidSession();
    const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600;
    const response = await deliver(eventPayload('checkout.session.completed', session), { timestamp: tenMinutesAgo });
    expect(await answer(response)).toEqual([400, { detail: 'Invalid or expired signature' }]);
    expect(await ordersOf(session.id)).toHaveLength(0);
  });

  it('refuses a correctly signed event dated 400 s ahead, and accepts one a few seconds ahead (clock skew)', async () => {
    const session = await paidSession();
    const now = Math.floor(Date.now() / 1000);
    const ahead = await deliver(eventPayload('checkout.session.completed', session), { timestamp: now + 400 });
    expect(await answer(ahead)).toEqual([400, { detail: 'Invalid or expired signature' }]);
    expect(await ordersOf(session.id)).toHaveLength(0);
    const skewed = await deliver(eventPayload('checkout.session.completed', session), { timestamp: now + 5 });
    expect(skewed.status).toBe(200);
    expect(await ordersOf(session.id)).toHaveLength(1);
  });

  it('completes a session paid just before its expiry, which the status polls no longer ask Stripe about', async () => {
    const session = await paidSession();
    await expire(session.id);
    const poll = () => pollStatus(session.id);
    const asked = peer.requests.length;
    expect(await (await poll()).json()).toMatchObject({ status: 'open', payment_status: 'unpaid' });
    expect((await deliver(eventPayload('checkout.session.completed', session))).status).toBe(200);
    expect(await (await poll()).json()).toMatchObject({ status: 'complete', payment_status: 'paid' });
    expect(peer.requests.length).toBe(asked);
    expect(await ordersOf(session.id)).toHaveLength(1);
  });

  it('creates exactly one order from 50 identical deliveries arriving at once', async () => {
    const session = await paidSession();
    const payload = eventPayload('checkout.session.completed', session);
    const responses = await Promise.all(Array.from({ length: 50 }, () => deliver(payload)));
    expect(responses.map((r) => r.status)).toEqual(Array(50).fill(200));
    expect(await ordersOf(session.id)).toHaveLength(1);
  });

  it('fulfils a paid session once however many callers race, each getting the same order', async () => {
    const session = await paidSession();
    await recordProviderState(fromStripeSession(session as unknown as Stripe.Checkout.Session));
    const results = await Promise.all(Array.from({ length: 50 }, () => fulfil(session.id)));
    expect(new Set(results.map((order) => order?.id)).size).toBe(1);
    expect(results[0]).toMatchObject({ sessionId: session.id });
    expect(await ordersOf(session.id)).toHaveLength(1);
  });

  it('waits for an asynchronous payment: completed but unpaid, then async_payment_succeeded', async () => {
    const session = await paidSession();
    await deliver(eventPayload('checkout.session.completed', { ...session, payment_status: 'unpaid' }));
    expect(await sessionRow(session.id)).toMatchObject({ status: 'complete', paymentStatus: 'unpaid' });
    expect(await ordersOf(session.id)).toHaveLength(0);
    expect((await deliver(eventPayload('checkout.session.async_payment_succeeded', session))).status).toBe(200);
    expect(await ordersOf(session.id)).toHaveLength(1);
  });

  it('marks an expired session expired, which the status call then reports', async () => {
    const { sessionId } = await startCheckout(product);
    const expired = { ...peer.sessions.get(sessionId)!, status: 'expired', url: null };
    expect((await deliver(eventPayload('checkout.session.expired', expired))).status).toBe(200);
    const asked = peer.requests.length;
    const response = await request(status, `/api/payments/status/${sessionId}`, {}, sessionParams(sessionId));
    expect(await response.json()).toMatchObject({ status: 'expired', payment_status: 'unpaid' });
    expect(peer.requests.length).toBe(asked);
  });

  it('never lets a late expired event undo a payment', async () => {
    const session = await paidSession();
    await deliver(eventPayload('checkout.session.completed', session));
    await deliver(eventPayload('checkout.session.expired', { ...session, status: 'expired', payment_status: 'unpaid' }));
    expect(await sessionRow(session.id)).toMatchObject({ status: 'complete', paymentStatus: 'paid' });
  });

  it('acknowledges a session it never created, logging it once, and events of other types', async () => {
    const logged = captureLog();
    const stranger = {
      id: 'cs_test_from_another_shop',
      object: 'checkout.session',
      status: 'complete',
      payment_status: 'paid',
      expires_at: 1,
    };
    expect(await answer(await deliver(eventPayload('checkout.session.completed', stranger)))).toEqual([200, { received: true }]);
    logged.restore();
    // Its event named, not the session: a session id is the key to a buyer's payment page.
    expect(logged.lines.filter((line) => line.level === 'warn')).toMatchObject([
      { area: 'payments', event_type: 'checkout.session.completed' },
    ]);
    expect(logged.text()).not.toContain('cs_test_from_another_shop');
    expect(await ordersOf(stranger.id)).toHaveLength(0);
    expect(await answer(await deliver(eventPayload('payment_intent.succeeded', { id: 'pi_123' })))).toEqual([200, { received: true }]);
  });

  it('marks the order refunded on a full charge.refunded, leaving a partial refund paid', async () => {
    const session = { ...(await paidSession()), payment_intent: `pi_test_${eventCount}` };
    await deliver(eventPayload('checkout.session.completed', session));
    expect(await sessionRow(session.id)).toMatchObject({ paymentIntentId: session.payment_intent });
    const charge = {
      id: `ch_test_${eventCount}`,
      object: 'charge',
      payment_intent: session.payment_intent,
      amount_refunded: 100,
      refunded: false,
    };
    expect((await deliver(eventPayload('charge.refunded', charge))).status).toBe(200);
    expect((await ordersOf(session.id))[0]).toMatchObject({ status: 'paid', refundedAt: null });
    for (let delivery = 0; delivery < 2; delivery++) {
      expect((await deliver(eventPayload('charge.refunded', { ...charge, refunded: true }))).status).toBe(200);
    }
    expect((await ordersOf(session.id))[0]).toMatchObject({ status: 'refunded', refundedAt: expect.any(Date) });
    expect((await request(download, `/api/download/${session.id}`, {}, sessionParams(session.id))).status).toBe(410);
    expect(await answer(await deliver(eventPayload('charge.refunded', { id: 'ch_x', object: 'charge' })))).toEqual([
      400,
      { detail: 'Malformed charge.refunded event' },
    ]);
  });
});

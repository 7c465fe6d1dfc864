import { POST as checkout } from '@/app/api/payments/checkout/route';
import { getDb } from '@/lib/db/client';
import { checkoutSessions, type DigitalProductRow } from '@/lib/db/schema';
import type { StripeConnection } from '@/lib/shop/checkout/stripe';
import { STRIPE_CALLS_PER_SECOND, stripeBudget } from '@/lib/shop/checkout/stripe-budget';
import { pollStatus, postJson, products, SITE } from '../support/payments';
import { startStripePeer, STRIPE_RATE_LIMIT, type StripePeer } from '../support/stripe-peer';

// The site's budget of Stripe calls made for visitors (docs/decisions/stripe-call-budget.md) and
// the back-off of one session's asks (docs/decisions/payment-status-polling.md), against the local
// Stripe peer held to Stripe's live rate limit.

process.env.STRIPE_SECRET_KEY = 'sk_test_peer_secret';

const mockPeerAddress: Partial<StripeConnection> = {};
jest.mock('@/lib/shop/checkout/stripe', () => {
  const actual = jest.requireActual('@/lib/shop/checkout/stripe');
  return {
    ...actual,
    createStripeProvider: (connection: StripeConnection) => actual.createStripeProvider({ ...connection, ...mockPeerAddress }),
  };
});

const POLL_MS = 3_000;

let peer: StripePeer;
let product: DigitalProductRow;

beforeAll(async () => {
  peer = await startStripePeer();
  Object.assign(mockPeerAddress, peer.connection);
  [product] = (await products()) as [DigitalProductRow];
}, 120_000);

afterAll(() => peer.close());
afterEach(() => peer.limitRate(null));

/** An open Stripe session as a checkout leaves it, in the peer and in our table. */
async function openStripeSession(product: DigitalProductRow): Promise<string> {
  const id = `cs_test_budget${Math.random().toString(36).slice(2)}`;
  peer.sessions.set(id, {
    id,
    object: 'checkout.session',
    status: 'open',
    payment_status: 'unpaid',
    amount_total: 3400,
    currency: 'usd',
    expires_at: Math.floor(Date.now() / 1000) + 86_400,
    url: `https://checkout.stripe.com/c/pay/${id}`,
    metadata: {},
  });
  await (await getDb()).insert(checkoutSessions).values({
    id,
    provider: 'stripe',
    productId: product.id,
    productTitle: 'Budget Kit',
    amountTotal: 3400,
    currency: 'usd',
    status: 'open',
    paymentStatus: 'unpaid',
    expiresAt: new Date(Date.now() + 86_400_000),
    successUrl: `${SITE}/digital-products/success?session_id=${id}`,
    cancelUrl: `${SITE}/digital-products`,
  });
  return id;
}

describe("the site's budget of Stripe calls", () => {
  it('keeps Stripe calls within the budget while many addresses poll many sessions, answering the rest from the database', async () => {
    const sessions = await Promise.all(Array.from({ length: 300 }, () => openStripeSession(product)));
    peer.limitRate(STRIPE_RATE_LIMIT);
    const firstCall = peer.requests.length;
    // Start just after a clock second begins, as the budget counts clock seconds.
    await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 20));
    const started = Date.now();
    const answers: { status: number; retryAfter: string | null }[] = [];
    let next = 0;
    // 60 loops, each poll from an address of its own, each session in turn: ~170 addresses' worth.
    const pollLoop = async () => {
      while (Date.now() - started < POLL_MS) {
        const response = await pollStatus(sessions[next++ % sessions.length]!);
        answers.push({ status: response.status, retryAfter: response.headers.get('retry-after') });
        await response.arrayBuffer();
      }
    };
    await Promise.all(Array.from({ length: 60 }, pollLoop));

    // The budget counts clock seconds; every call was taken from one of those the polls ran in.
    const windows = Math.floor(Date.now() / 1000) - Math.floor(started / 1000) + 1;
    const calls = peer.requests.slice(firstCall);
    expect(calls.length).toBeLessThanOrEqual(STRIPE_CALLS_PER_SECOND * windows);
    expect(calls.length).toBeGreaterThanOrEqual(STRIPE_CALLS_PER_SECOND);
    // Stripe (the peer, at its live limit) refused none: a refused call would have answered 503.
    expect(answers.filter(({ status }) => status !== 200)).toEqual([]);
    // Polls past the budget were answered from the database, with when to ask again.
    expect(answers.filter(({ retryAfter }) => retryAfter === '1').length).toBeGreaterThan(0);
  });

  it("spaces one session's asks 5, 10, 20, then 40 s apart, however many addresses poll it", async () => {
    const sessionId = await openStripeSession(product);
    // An hour ahead, on a whole second: no budget second another test spent.
    const start = (Math.floor(Date.now() / 1000) + 3600) * 1000;
    // Only the clock is faked: the database, the peer and the sockets keep their real timers.
    jest.useFakeTimers({
      doNotFake: [
        'nextTick',
        'setImmediate',
        'clearImmediate',
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'queueMicrotask',
        'hrtime',
        'performance',
      ],
    });
    const asked: number[] = [];
    try {
      for (let second = 0; second <= 80; second++) {
        jest.setSystemTime(start + second * 1000);
        const before = peer.retrievesOf(sessionId);
        for (let n = 0; n < 3; n++) expect((await pollStatus(sessionId)).status).toBe(200);
        if (peer.retrievesOf(sessionId) > before) asked.push(second);
      }
    } finally {
      jest.useRealTimers();
    }
    expect(asked).toEqual([0, 5, 15, 35, 75]);
    expect(peer.retrievesOf(sessionId)).toBe(5);
  });

  it('answers a checkout 503 with Retry-After, without calling Stripe, while the budget is spent', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 20));
    // This second's budget, spent (whatever of it was spent already).
    for (
      let n = 0;
      n < STRIPE_CALLS_PER_SECOND &&
      (await stripeBudget.spend().then(
        () => true,
        () => false,
      ));
      n++
    );
    const calls = peer.requests.length;
    const response = await postJson(checkout, '/api/payments/checkout', {
      product_id: product.id,
      origin_url: SITE,
      withdrawal_consent: true,
    });
    expect([response.status, response.headers.get('retry-after'), await response.json()]).toEqual([
      503,
      '1',
      { detail: 'The payment provider is busy. Please try again in a moment.' },
    ]);
    expect(peer.requests.length).toBe(calls);
  });
});

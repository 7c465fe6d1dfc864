import { POST as checkout } from '@/app/api/payments/checkout/route';
import type { DigitalProductRow } from '@/lib/db/schema';
import { STATUS_RATE_LIMIT } from '@/lib/shop/checkout/limits';
import { REFRESH_SPACING_SECONDS } from '@/lib/shop/checkout/refresh-backoff';
import type { StripeConnection } from '@/lib/shop/checkout/stripe';
import { expire, pollStatus, postJson, products, SITE, startCheckout } from '../support/payments';
import { startStripePeer, STRIPE_RATE_LIMIT, type StripePeer } from '../support/stripe-peer';

// GET /api/payments/status/{session_id} with Stripe: however hard it is polled, it asks Stripe
// about a session at most once per step of its back-off, so the polls cannot use up the account's
// rate limit that checkouts need. Against the local Stripe peer, holding the shop to Stripe's rate
// limit. The site-wide budget and the back-off's steps: payments-stripe-budget.test.ts.

process.env.STRIPE_SECRET_KEY = 'sk_test_peer_secret';

const mockPeerAddress: Partial<StripeConnection> = {};
jest.mock('@/lib/shop/checkout/stripe', () => {
  const actual = jest.requireActual('@/lib/shop/checkout/stripe');
  return {
    ...actual,
    createStripeProvider: (connection: StripeConnection) => actual.createStripeProvider({ ...connection, ...mockPeerAddress }),
  };
});

const BUYERS = 17;
const BUYER_GAP_MS = 100;
/** Polls in all: more than Stripe takes in a second, so asking Stripe on each would break its limit.
 * Counted rather than timed, so a busy machine polls as many (over longer) and proves the same. */
const POLLS = 2 * STRIPE_RATE_LIMIT;
/** A bound on the polling, should a poll hang. */
const POLL_LIMIT_MS = 30_000;
/** Concurrent polling loops: enough to poll faster than Stripe's limit if each poll asked Stripe. */
const POLLERS = 4;

let peer: StripePeer;
let product: DigitalProductRow;

beforeAll(async () => {
  peer = await startStripePeer();
  Object.assign(mockPeerAddress, peer.connection);
  [product] = (await products()) as [DigitalProductRow];
}, 120_000);

afterAll(() => peer.close());
afterEach(() => peer.limitRate(null));

describe('polling the status of an open Stripe session', () => {
  it('asks Stripe at most once per interval while polled flat out, and 17 buyers meanwhile all get their checkout', async () => {
    const { sessionId } = await startCheckout(product);
    peer.limitRate(STRIPE_RATE_LIMIT);
    const started = Date.now();
    const answers: number[] = [];
    // Each poll from an address of its own: the per-address limit alone would not stop this.
    const pollFlatOut = async () => {
      while (answers.length < POLLS && Date.now() - started < POLL_LIMIT_MS) {
        const response = await pollStatus(sessionId);
        answers.push(response.status);
        await response.arrayBuffer();
      }
    };
    const polling = Promise.all(Array.from({ length: POLLERS }, pollFlatOut));
    // The buyers arrive one after another while the polls go on, as on a busy day.
    const checkouts = await Promise.all(
      Array.from({ length: BUYERS }, async (_, n) => {
        await new Promise((resolve) => setTimeout(resolve, 200 + n * BUYER_GAP_MS));
        return postJson(checkout, '/api/payments/checkout', { product_id: product.id, origin_url: SITE, withdrawal_consent: true });
      }),
    );
    await polling;
    const seconds = (Date.now() - started) / 1000;

    expect(checkouts.map((response) => response.status)).toEqual(Array(BUYERS).fill(200));
    expect(answers.length).toBeGreaterThanOrEqual(POLLS);
    expect(answers.filter((code) => code !== 200)).toEqual([]);
    expect(peer.retrievesOf(sessionId)).toBeLessThanOrEqual(Math.ceil(seconds / REFRESH_SPACING_SECONDS[0]) + 1);
  }, 60_000);

  it('answers from the stored snapshot between two asks', async () => {
    const { sessionId } = await startCheckout(product);
    expect(await (await pollStatus(sessionId)).json()).toMatchObject({ status: 'open', payment_status: 'unpaid' });
    Object.assign(peer.sessions.get(sessionId)!, { status: 'complete', payment_status: 'paid' });
    expect(await (await pollStatus(sessionId)).json()).toMatchObject({ status: 'open', payment_status: 'unpaid' });
    expect(peer.retrievesOf(sessionId)).toBe(1);
  });

  it('never asks Stripe about a session past its expiry (Stripe expires it and says so by webhook)', async () => {
    const { sessionId } = await startCheckout(product);
    await expire(sessionId);
    const response = await pollStatus(sessionId);
    expect([response.status, await response.json()]).toEqual([200, expect.objectContaining({ status: 'open', payment_status: 'unpaid' })]);
    expect(peer.retrievesOf(sessionId)).toBe(0);
  });

  it('answers one address at most the limit of polls a minute, then 429 with Retry-After', async () => {
    const { sessionId } = await startCheckout(product);
    const from = { 'x-forwarded-for': '203.0.113.70' };
    for (let n = 0; n < STATUS_RATE_LIMIT.points; n++) expect((await pollStatus(sessionId, from)).status).toBe(200);
    const refused = await pollStatus(sessionId, from);
    expect([refused.status, await refused.json()]).toEqual([
      429,
      { detail: 'Too many status requests from this address. Please try again in a minute.' },
    ]);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await pollStatus(sessionId, { 'x-forwarded-for': '203.0.113.71' })).status).toBe(200);
  });
});

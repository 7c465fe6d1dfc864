import { POST as createCode } from '@/app/api/admin/discount-codes/route';
import { POST as checkout } from '@/app/api/payments/checkout/route';
import type { DigitalProductRow } from '@/lib/db/schema';
import type { AdminDiscountCode } from '@/lib/shop/discounts/types';
import type { StripeConnection } from '@/lib/shop/checkout/stripe';
import { adminToken, bearer, freshIp } from '../support/admin';
import { send } from '../support/api';
import { newProduct } from '../support/orders';
import { request, SITE, sessionRow } from '../support/payments';
import { startStripePeer, type StripePeer } from '../support/stripe-peer';

// A discount code with Stripe: a coupon per code (per currency and amount for amounts), made once,
// taken off the listed price by Stripe (docs/shop.md#discount-codes). The peer: tests/support/stripe-peer.ts.

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
let auth: Record<string, string>;
let serial = 0;

beforeAll(async () => {
  peer = await startStripePeer();
  Object.assign(mockPeerAddress, peer.connection);
  auth = bearer(await adminToken());
  product = await newProduct('Stripe Discount Kit', 5900);
}, 120_000);

afterAll(() => peer.close());
afterEach(() => peer.failWith(null));

async function made(body: Record<string, unknown>): Promise<AdminDiscountCode> {
  const code = `Stripe-${Date.now().toString(36)}-${++serial}`;
  const response = await send(createCode, '/api/admin/discount-codes', { method: 'POST', json: { code, ...body }, headers: auth });
  if (response.status !== 201) throw new Error(`create failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body as AdminDiscountCode;
}

/** A checkout with `code`, from a new address each time unless `from` names one. */
async function buy(code: string, from?: string) {
  const body = { product_id: product.id, origin_url: SITE, locale: 'en', withdrawal_consent: true, discount_code: code };
  const response = await request(checkout, '/api/payments/checkout', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(from ? { 'x-forwarded-for': from } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { checkout_url?: string; detail?: string; reason?: string } };
}

const couponCalls = () => peer.requests.filter((sent) => sent.path === '/v1/coupons');
const lastSession = () => peer.requests.filter((sent) => sent.path === '/v1/checkout/sessions').at(-1)!;

it('sends a percent code as its coupon on the listed price, made once for every checkout', async () => {
  const code = await made({ kind: 'percent', percent_off: 20 });
  const before = couponCalls().length;
  expect((await buy(code.code.toUpperCase())).status).toBe(200);
  expect(
    couponCalls()
      .slice(before)
      .map((sent) => sent.form),
  ).toEqual([{ id: `studio-${code.id}`, duration: 'once', name: code.code, percent_off: '20' }]);
  expect(lastSession().form).toMatchObject({
    'discounts[0][coupon]': `studio-${code.id}`,
    'line_items[0][price_data][unit_amount]': '5900',
  });
  // Open Stripe's shortest time (30 minutes) and a minute for the clocks, so an abandoned checkout
  // gives the code's use back then rather than after a day.
  expect(Number(lastSession().form.expires_at) - Date.now() / 1000).toBeCloseTo(31 * 60, -1);
  const created = [...peer.sessions.values()].at(-1)!;
  expect(await sessionRow(created.id)).toMatchObject({ amountTotal: 4720, amountDiscount: 1180, discountCodeId: code.id });

  expect((await buy(code.code)).status).toBe(200);
  expect(couponCalls().length - before).toBe(1);
});

it('sends an amount code as an amount coupon in the checkout currency', async () => {
  const code = await made({ kind: 'amount', amounts_off: { usd: '7.50' } });
  expect((await buy(code.code)).status).toBe(200);
  const id = `studio-${code.id}-usd-750`;
  expect(couponCalls().at(-1)!.form).toEqual({ id, duration: 'once', name: code.code, amount_off: '750', currency: 'usd' });
  expect(lastSession().form['discounts[0][coupon]']).toBe(id);
  expect(await sessionRow([...peer.sessions.values()].at(-1)!.id)).toMatchObject({ amountTotal: 5150, amountDiscount: 750 });
});

it('sends a 100 % code as an amount coupon that leaves the smallest charge', async () => {
  const code = await made({ kind: 'percent', percent_off: 100 });
  expect((await buy(code.code)).status).toBe(200);
  const id = `studio-${code.id}-usd-5850`;
  expect(couponCalls().at(-1)!.form).toMatchObject({ id, amount_off: '5850', currency: 'usd' });
  expect(lastSession().form['discounts[0][coupon]']).toBe(id);
  expect(await sessionRow([...peer.sessions.values()].at(-1)!.id)).toMatchObject({ amountTotal: 50, amountDiscount: 5850 });
});

it('uses a coupon Stripe already has (made by another instance)', async () => {
  const code = await made({ kind: 'percent', percent_off: 10 });
  const id = `studio-${code.id}`;
  peer.coupons.set(id, { id, percent_off: 10, amount_off: null, currency: null, name: code.code });
  expect((await buy(code.code)).status).toBe(200);
  expect(lastSession().form['discounts[0][coupon]']).toBe(id);
});

it('gives the use back when Stripe fails', async () => {
  const code = await made({ kind: 'percent', percent_off: 20, usage_limit: 1 });
  peer.failWith({ kind: 'server-error' });
  expect((await buy(code.code)).status).toBe(502);
  peer.failWith(null);
  expect((await buy(code.code)).status).toBe(200);
  expect((await buy(code.code)).body.reason).toBe('used_up');
});

it("closes the address's earlier Stripe checkout with the code before holding it again", async () => {
  const code = await made({ kind: 'percent', percent_off: 20, usage_limit: 1 });
  const address = freshIp();
  const first = await buy(code.code, address);
  const firstId = new URL(first.body.checkout_url!).pathname.split('/').pop()!;
  expect((await buy(code.code)).body.reason).toBe('used_up');
  const second = await buy(code.code, address);
  expect(second.status).toBe(200);
  // Expired at Stripe, so it can no longer be paid, and recorded so.
  expect(peer.requests.some((sent) => sent.method === 'POST' && sent.path === `/v1/checkout/sessions/${firstId}/expire`)).toBe(true);
  expect(peer.sessions.get(firstId)).toMatchObject({ status: 'expired' });
  expect(await sessionRow(firstId)).toMatchObject({ status: 'expired' });
  expect((await buy(code.code)).body.reason).toBe('used_up');
});

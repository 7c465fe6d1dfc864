import { eq } from 'drizzle-orm';
import { GET as listCodes, POST as createCode } from '@/app/api/admin/discount-codes/route';
import { PATCH as patchCode } from '@/app/api/admin/discount-codes/[id]/route';
import { POST as pay } from '@/app/api/payments/demo/[sessionId]/pay/route';
import { getDb } from '@/lib/db/client';
import { checkoutSessions, discountHolds, type DigitalProductRow } from '@/lib/db/schema';
import type { AdminDiscountCode } from '@/lib/shop/discounts/types';
import { adminToken, bearer } from '../support/admin';
import { params, send } from '../support/api';
import { newProduct } from '../support/orders';
import { buyWithCode, DISCOUNT_CODES_PATH, listedCode, makeCode, uniqueCode } from '../support/discount-codes';
import { ordersOf, payForm, request, sessionCount, sessionParams, sessionRow } from '../support/payments';

// docs/shop.md#discount-codes: the admin's codes, and a code at checkout (held, counted, recorded).
// One open use per address, Cancel and the hold's time: discount-codes-holds.test.ts. The Stripe
// coupon: payments-stripe.test.ts. Other bad input: bad-input.test.ts.

jest.setTimeout(60_000);

const PATH = DISCOUNT_CODES_PATH;
let auth: Record<string, string>;
let product: DigitalProductRow;
let other: DigitalProductRow;

beforeAll(async () => {
  auth = bearer(await adminToken());
  product = await newProduct('Discount Test Kit', 5900);
  other = await newProduct('Discount Other Kit', 3400);
}, 120_000);

async function create(body: Record<string, unknown>) {
  return send(createCode, PATH, { method: 'POST', json: body, headers: auth });
}

const made = (body: Record<string, unknown>) => makeCode(auth, body);
const patch = (id: string, json: unknown) => send(patchCode, `${PATH}/${id}`, { method: 'PATCH', json, headers: auth }, params({ id }));
const listed = (id: string) => listedCode(auth, id);
const buy = (code: string | undefined, of = product) => buyWithCode(of, code);

describe('the admin API', () => {
  it('answers only the admin', async () => {
    expect((await send(listCodes, PATH)).status).toBe(401);
    expect((await send(createCode, PATH, { method: 'POST', json: { code: 'NOPE1', kind: 'percent', percent_off: 5 } })).status).toBe(401);
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await send(patchCode, `${PATH}/${id}`, { method: 'PATCH', json: { paused: true } }, params({ id }))).status).toBe(401);
  });

  it('creates a code as typed, lists it, pauses and resumes it', async () => {
    const code = uniqueCode('Autumn');
    const created = await create({ code, kind: 'amount', amounts_off: { usd: '7.50', nok: '75' }, usage_limit: 3 });
    expect(created.status).toBe(201);
    const id = (created.body as AdminDiscountCode).id;
    expect(await listed(id)).toMatchObject({
      code,
      kind: 'amount',
      percent_off: null,
      amounts_off: { usd: 750, nok: 7500 },
      product_ids: [],
      usage_limit: 3,
      paused: false,
      uses: 0,
      open_holds: 0,
      revenue: {},
    });
    expect((await patch(id, { paused: true })).body).toMatchObject({ id, paused: true });
    // A change leaves the fields it does not name as they were: no default fills them.
    expect(await listed(id)).toMatchObject({ paused: true, kind: 'amount', amounts_off: { usd: 750, nok: 7500 }, usage_limit: 3 });
    expect((await patch(id, { paused: false, usage_limit: null })).body).toMatchObject({ paused: false, usage_limit: null });
  });

  it('refuses a second code that differs only in case with a 409', async () => {
    const code = uniqueCode('Twin');
    expect((await create({ code, kind: 'percent', percent_off: 10 })).status).toBe(201);
    const duplicate = await create({ code: code.toUpperCase(), kind: 'percent', percent_off: 10 });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toMatchObject({
      detail: expect.stringMatching(/^code: .*already/),
      reason: 'codeTaken',
      field: 'code',
      code: code.toUpperCase(),
    });
  });

  it.each([
    ['markup in the code', { code: '<script>alert(1)</script>', kind: 'percent', percent_off: 10 }, /^code: /],
    ['a two-letter code', { code: 'AB', kind: 'percent', percent_off: 10 }, /^code: /],
    ['a percent over 100', { kind: 'percent', percent_off: 101 }, /^percent_off: /],
    ['a percent code without its percent', { kind: 'percent', percent_off: null }, /^percent_off: /],
    ['an amount code without amounts', { kind: 'amount', amounts_off: {} }, /^amounts_off: /],
    ['an amount with three decimals', { kind: 'amount', amounts_off: { usd: '1.005' } }, /^amounts_off\.usd: /],
    ['a currency the shop does not sell in', { kind: 'amount', amounts_off: { eur: '5' } }, /^amounts_off\.eur: /],
    ['an end before the start', { starts_at: '2026-12-02T00:00:00Z', ends_at: '2026-12-01T00:00:00Z' }, /^ends_at: /],
    ['a limit of 0', { usage_limit: 0 }, /^usage_limit: /],
    ['an unknown product', { product_ids: ['00000000-0000-4000-8000-000000000000'] }, /^product_ids: /],
  ])('refuses %s with a 400 naming the field', async (_label, change, detail) => {
    const refused = await create({ code: uniqueCode(), kind: 'percent', percent_off: 20, ...change });
    expect(refused.status).toBe(400);
    expect((refused.body as { detail: string }).detail).toMatch(detail);
  });

  it('answers 404 for an unknown code and keeps what a used code gives', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await patch(unknown, { paused: true })).status).toBe(404);
    expect((await patch('not-a-uuid', { paused: true })).status).toBe(404);

    const code = await made({});
    expect((await patch(code.id, { percent_off: 30 })).body).toMatchObject({ percent_off: 30 });
    expect((await buy(code.code)).status).toBe(200);
    const refused = await patch(code.id, { percent_off: 40 });
    expect(refused).toMatchObject({ status: 409, body: { reason: 'codeUsed' } });
    expect((await patch(code.id, { usage_limit: 9, ends_at: '2099-01-01T00:00:00Z' })).status).toBe(200);
  });
});

describe('a code at checkout', () => {
  it('takes 20 % off a $59 product once, whatever the case typed, and records it on the session', async () => {
    const code = await made({ code: uniqueCode('Welcome') });
    const { status, sessionId } = await buy(`  ${code.code.toLowerCase()} `);
    expect(status).toBe(200);
    expect(await sessionRow(sessionId!)).toMatchObject({
      amountTotal: 4720,
      amountDiscount: 1180,
      discountCode: code.code,
      discountCodeId: code.id,
    });
    expect((await listed(code.id)).open_holds).toBe(1);
  });

  it('charges the listed price with a blank code', async () => {
    const { status, sessionId } = await buy('  ');
    expect(status).toBe(200);
    expect(await sessionRow(sessionId!)).toMatchObject({ amountTotal: 5900, amountDiscount: 0, discountCode: null });
  });

  it('leaves the smallest charge of an amount larger than the price', async () => {
    const code = await made({ kind: 'amount', percent_off: null, amounts_off: { usd: '100' } });
    const { sessionId } = await buy(code.code);
    expect(await sessionRow(sessionId!)).toMatchObject({ amountTotal: 50, amountDiscount: 5850 });
  });

  it.each([
    ['unknown', async () => ({ code: 'NoSuchCode-1' }), 'unknown'],
    ['paused', async () => made({ paused: true }), 'paused'],
    ['not started', async () => made({ starts_at: new Date(Date.now() + 3_600_000).toISOString() }), 'not_started'],
    ['ended', async () => made({ ends_at: new Date(Date.now() - 1000).toISOString() }), 'ended'],
    ['for another product', async () => made({ product_ids: [other.id] }), 'not_for_product'],
    ['without an amount in dollars', async () => made({ kind: 'amount', percent_off: null, amounts_off: { nok: '50' } }), 'no_currency'],
  ])('refuses a code that is %s with a 400, its reason, and no session', async (_label, makeCode, reason) => {
    const { code } = await makeCode();
    const sessionsBefore = await sessionCount();
    const refused = await buy(code);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ detail: expect.any(String), reason });
    expect(await sessionCount()).toBe(sessionsBefore);
  });

  it('applies a code limited to products to those products', async () => {
    const code = await made({ product_ids: [other.id] });
    const { sessionId } = await buy(code.code, other);
    expect(await sessionRow(sessionId!)).toMatchObject({ amountTotal: 2720, amountDiscount: 680 });
  });

  it('lets exactly 5 of 10 racing checkouts use a code limited to 5', async () => {
    const code = await made({ usage_limit: 5 });
    const results = await Promise.all(Array.from({ length: 10 }, () => buy(code.code)));
    expect(results.filter((result) => result.status === 200)).toHaveLength(5);
    const refused = results.filter((result) => result.status === 400);
    expect(refused).toHaveLength(5);
    for (const { body } of refused) expect(body.reason).toBe('used_up');
    expect((await listed(code.id)).open_holds).toBe(5);
  });

  it('gives a use back when a held checkout expires', async () => {
    const code = await made({ usage_limit: 1 });
    const first = await buy(code.code);
    expect(first.status).toBe(200);
    expect((await buy(code.code)).body.reason).toBe('used_up');
    const db = await getDb();
    await db
      .update(discountHolds)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(discountHolds.sessionId, first.sessionId!));
    expect((await buy(code.code)).status).toBe(200);
  });

  it('gives a use back when the provider reports the session expired, before the hold runs out', async () => {
    const code = await made({ usage_limit: 1 });
    const first = await buy(code.code);
    expect((await buy(code.code)).body.reason).toBe('used_up');
    const db = await getDb();
    await db.update(checkoutSessions).set({ status: 'expired' }).where(eq(checkoutSessions.id, first.sessionId!));
    expect((await listed(code.id)).open_holds).toBe(0);
    expect((await buy(code.code)).status).toBe(200);
  });

  it('records the code on the order once paid, counts the use and the revenue, and keeps it used', async () => {
    const code = await made({ usage_limit: 1 });
    const { sessionId } = await buy(code.code);
    const paid = await request(pay, `/api/payments/demo/${sessionId}/pay`, payForm(), sessionParams(sessionId!));
    expect(paid.status).toBe(303);
    const [order] = await ordersOf(sessionId!);
    expect(order).toMatchObject({ amountTotal: 4720, amountDiscount: 1180, discountCode: code.code, discountCodeId: code.id });
    expect(await listed(code.id)).toMatchObject({ uses: 1, open_holds: 0, revenue: { usd: 4720 } });
    // A paid use counts for good, even past its hold's time.
    const db = await getDb();
    await db
      .update(discountHolds)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(discountHolds.sessionId, sessionId!));
    expect((await buy(code.code)).body.reason).toBe('used_up');
  });
});

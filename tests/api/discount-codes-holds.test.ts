import { eq } from 'drizzle-orm';
import { POST as cancel } from '@/app/api/payments/demo/[sessionId]/cancel/route';
import { getDb } from '@/lib/db/client';
import { discountHolds, type DigitalProductRow } from '@/lib/db/schema';
import { adminToken, bearer, freshIp } from '../support/admin';
import { buyWithCode, listedCode, makeCode } from '../support/discount-codes';
import { newProduct } from '../support/orders';
import { request, sessionParams, sessionRow } from '../support/payments';

// docs/shop.md#discount-codes, decisions/discount-holds.md: abandoned checkouts cannot use a code
// up. One open use per client address and code, Cancel gives the use back, a use is held 15
// minutes. The race across addresses: discount-codes.test.ts; with Stripe: discount-codes-stripe.test.ts.

jest.setTimeout(60_000);

let auth: Record<string, string>;
let product: DigitalProductRow;

beforeAll(async () => {
  auth = bearer(await adminToken());
  product = await newProduct('Discount Hold Kit', 5900);
}, 120_000);

const made = (body: Record<string, unknown>) => makeCode(auth, body);
const listed = (id: string) => listedCode(auth, id);
const buy = (code: string, from?: string) => buyWithCode(product, code, from);

describe('holds of a code', () => {
  it('holds one use per address: a new checkout from the same address with the code closes its earlier one', async () => {
    const code = await made({ usage_limit: 2 });
    const address = freshIp();
    const checkouts = [];
    for (let attempt = 0; attempt < 4; attempt += 1) checkouts.push(await buy(code.code, address));
    expect(checkouts.map((checkout) => checkout.status)).toEqual([200, 200, 200, 200]);
    expect((await listed(code.id)).open_holds).toBe(1);
    // The earlier ones can no longer be paid; the latest can, and another buyer still gets the code.
    for (const earlier of checkouts.slice(0, 3)) expect(await sessionRow(earlier.sessionId!)).toMatchObject({ status: 'expired' });
    expect(await sessionRow(checkouts[3]!.sessionId!)).toMatchObject({ status: 'open' });
    expect((await buy(code.code)).status).toBe(200);
    expect((await buy(code.code)).body.reason).toBe('used_up');
  });

  it('holds one use per address when its checkouts race', async () => {
    const code = await made({ usage_limit: 5 });
    const address = freshIp();
    const results = await Promise.all(Array.from({ length: 5 }, () => buy(code.code, address)));
    for (const { status, body } of results) if (status !== 200) expect([status, body.reason]).toEqual([400, 'in_progress']);
    expect(results.some((result) => result.status === 200)).toBe(true);
    expect((await listed(code.id)).open_holds).toBe(1);
  });

  it('gives the use back at once when the buyer cancels a demo checkout holding the code', async () => {
    const code = await made({ usage_limit: 1 });
    const first = await buy(code.code);
    expect((await buy(code.code)).body.reason).toBe('used_up');
    const cancelled = await request(
      cancel,
      `/api/payments/demo/${first.sessionId}/cancel`,
      { method: 'POST' },
      sessionParams(first.sessionId!),
    );
    expect(cancelled.status).toBe(303);
    expect(await sessionRow(first.sessionId!)).toMatchObject({ status: 'expired', paymentStatus: 'unpaid' });
    expect((await buy(code.code)).status).toBe(200);
  });

  it('holds a use for 15 minutes: the hold and the demo session holding the code expire then', async () => {
    const code = await made({ usage_limit: 3 });
    const before = Date.now();
    const { sessionId } = await buy(code.code);
    const session = await sessionRow(sessionId!);
    const [hold] = await (await getDb()).select().from(discountHolds).where(eq(discountHolds.sessionId, sessionId!));
    for (const expiresAt of [session!.expiresAt, hold!.expiresAt]) {
      expect(expiresAt.getTime() - before).toBeGreaterThanOrEqual(15 * 60_000 - 1000);
      expect(expiresAt.getTime() - before).toBeLessThanOrEqual(15 * 60_000 + 5000);
    }
  });
});

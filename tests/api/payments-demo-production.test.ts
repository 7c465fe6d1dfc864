import { randomBytes } from 'node:crypto';
import { POST as cancel } from '@/app/api/payments/demo/[sessionId]/cancel/route';
import { POST as pay } from '@/app/api/payments/demo/[sessionId]/pay/route';
import { sessionCookie } from '@/lib/auth/cookie';
import type { DigitalProductRow } from '@/lib/db/schema';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { hashPassword } from '@/lib/auth/password';
import { getDb } from '@/lib/db/client';
import { adminUsers } from '@/lib/db/schema';
import { adminToken, bearer } from '../support/admin';
import { withTotp } from '../support/team';
import { ordersOf, payForm, products, request, sessionParams, sessionRow, startCheckout } from '../support/payments';

// The demo checkout on a public site (PAYMENT_PROVIDER=demo on purpose, e.g. a staging site): the
// studio can rehearse a purchase, but only its signed-in admin can pay. Anyone else could
// otherwise take any product for free. (On a local run anyone may pay: payments-demo.test.ts.)

const SITE = 'https://studio.example';
const ADMIN = { username: 'admin', password: 'a-long-staging-password' };
const REFUSAL = { detail: "This is a test checkout: only the studio's signed-in admin can complete a payment here." };

let product: DigitalProductRow;

beforeAll(async () => {
  // Here rather than at the top of the file: the Postgres set-up clears SITE_URL in its own
  // beforeAll. The configuration is read on first use, which comes after this.
  Object.assign(process.env, {
    SITE_URL: SITE,
    ADMIN_PASSWORD: ADMIN.password,
    AUTH_SECRET: randomBytes(32).toString('base64'),
    PAYMENT_PROVIDER: 'demo',
    SEED_DEMO_CONTENT: 'true',
  });
  [product] = (await products()) as [DigitalProductRow];
  // The first owner chose this password; in production she signs in with a second factor, set up
  // here as the account page does before anything else opens.
  await (
    await getDb()
  )
    .update(adminUsers)
    .set({ passwordHash: await hashPassword(ADMIN.password) })
    .where(eq(adminUsers.username, ADMIN.username));
  const { secret } = await withTotp({ auth: bearer(await adminToken(ADMIN)), password: ADMIN.password });
  ownerSession = await adminToken({ ...ADMIN, otp: await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }) });
}, 120_000);

let ownerSession: string;

/** The Pay button's form post from the checkout page of SITE, with whatever cookie the browser has. */
const payFor = (id: string, headers: Record<string, string> = {}) =>
  request(pay, `${SITE}/api/payments/demo/${id}/pay`, payForm(undefined, { origin: SITE, ...headers }), sessionParams(id));

const withSession = (token: string) => ({ cookie: `${sessionCookie().name}=${token}` });

describe('demo checkout on a public site', () => {
  it('refuses Pay from anyone but the signed-in admin, leaving the session open, unpaid and without an order', async () => {
    const { sessionId } = await startCheckout(product, 'en', SITE);
    for (const headers of [{}, withSession('forged.token.value')]) {
      const refused = await payFor(sessionId, headers);
      expect([refused.status, await refused.json()]).toEqual([403, REFUSAL]);
    }
    expect(await sessionRow(sessionId)).toMatchObject({ status: 'open', paymentStatus: 'unpaid' });
    expect(await ordersOf(sessionId)).toHaveLength(0);
  });

  it('lets the signed-in admin pay, whose session cookie comes with the form post, but not from another site', async () => {
    const { sessionId } = await startCheckout(product, 'en', SITE);
    const session = withSession(ownerSession);
    const crossSite = await payFor(sessionId, { ...session, origin: 'https://elsewhere.example' });
    expect([crossSite.status, await crossSite.json()]).toEqual([403, REFUSAL]);

    const paid = await payFor(sessionId, session);
    expect([paid.status, paid.headers.get('location')]).toEqual([303, `${SITE}/digital-products/success?session_id=${sessionId}`]);
    expect(await sessionRow(sessionId)).toMatchObject({ status: 'complete', paymentStatus: 'paid' });
    expect(await ordersOf(sessionId)).toHaveLength(1);
  });

  it('still lets anyone cancel back to the product', async () => {
    const { sessionId } = await startCheckout(product, 'no', SITE);
    const cancelled = await request(
      cancel,
      `${SITE}/api/payments/demo/${sessionId}/cancel`,
      { method: 'POST', headers: { origin: SITE } },
      sessionParams(sessionId),
    );
    expect([cancelled.status, cancelled.headers.get('location')]).toEqual([303, `${SITE}/no/digital-products/${product.id}`]);
  });
});

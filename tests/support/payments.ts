import { asc, eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { POST as checkout } from '@/app/api/payments/checkout/route';
import { GET as status } from '@/app/api/payments/status/[sessionId]/route';
import { getDb } from '@/lib/db/client';
import { freshIp } from './admin';
import { checkoutSessions, digitalProducts, orders, type DigitalProductRow } from '@/lib/db/schema';

// Helpers of the payment contract tests: raw requests to the real handlers, and the few facts
// the tests check in the database.

export const SITE = 'http://localhost:3000';

type Handler<Context> = (request: NextRequest, context: Context) => Promise<Response>;

/**
 * A request to a real handler. Each comes from an address of its own, as from many visitors,
 * unless the test names one: the per-address limits of the shop have their own tests.
 */
export function request<Context = undefined>(handler: Handler<Context>, path: string, init: RequestInit = {}, context?: Context) {
  const headers = new Headers(init.headers);
  if (!headers.has('x-forwarded-for')) headers.set('x-forwarded-for', freshIp());
  return handler(
    new NextRequest(new URL(path, SITE), { ...init, headers } as ConstructorParameters<typeof NextRequest>[1]),
    context as Context,
  );
}

export const sessionParams = (sessionId: string) => ({ params: Promise.resolve({ sessionId }) });

/** The success page's poll of a checkout session's status. */
export const pollStatus = (sessionId: string, headers: Record<string, string> = {}) =>
  request(status, `/api/payments/status/${sessionId}`, { headers }, sessionParams(sessionId));

export function postJson<Context = undefined>(handler: Handler<Context>, path: string, body: unknown, context?: Context) {
  return request(handler, path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }, context);
}

/** The address the tests' buyers give at the demo checkout. */
export const BUYER_EMAIL = 'buyer@example.com';

/** The demo checkout's Pay button as the page posts it: a form with the buyer's e-mail. */
export function payForm(email = BUYER_EMAIL, headers: Record<string, string> = {}): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ email }).toString(),
  };
}

/** The demo products in their seeded order. */
export async function products(): Promise<DigitalProductRow[]> {
  const db = await getDb();
  return db.select().from(digitalProducts).orderBy(asc(digitalProducts.sortOrder));
}

/** Starts a checkout through the real handler (from a page of `origin`) and returns its session id. */
export async function startCheckout(
  product: DigitalProductRow,
  locale: 'en' | 'no' = 'en',
  origin = SITE,
): Promise<{ sessionId: string; checkoutUrl: string }> {
  const response = await postJson(checkout, '/api/payments/checkout', {
    product_id: product.id,
    origin_url: origin,
    locale,
    withdrawal_consent: true,
  });
  const body = (await response.json()) as { checkout_url?: string; detail?: string };
  if (response.status !== 200 || !body.checkout_url) throw new Error(`checkout failed: ${response.status} ${JSON.stringify(body)}`);
  // Both the demo checkout (/checkout/{id}) and Stripe's (/c/pay/{id}) end with the session id.
  return { sessionId: new URL(body.checkout_url).pathname.split('/').pop()!, checkoutUrl: body.checkout_url };
}

export async function sessionRow(id: string) {
  const db = await getDb();
  const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
  return row;
}

export async function ordersOf(sessionId: string) {
  const db = await getDb();
  return db.select().from(orders).where(eq(orders.sessionId, sessionId));
}

/** How often the order of a session has been downloaded (0 without an order). */
export async function downloadCountOf(sessionId: string): Promise<number> {
  const [order] = await ordersOf(sessionId);
  return order?.downloadCount ?? 0;
}

/** Moves a session's expiry into the past, as if its 30 minutes had run out. */
export async function expire(sessionId: string) {
  const db = await getDb();
  await db
    .update(checkoutSessions)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(checkoutSessions.id, sessionId));
}

export async function sessionCount() {
  const db = await getDb();
  return db.$count(checkoutSessions);
}

import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { checkoutSessions, type CheckoutSessionRow } from '@/lib/db/schema';
import { getEnv } from '@/lib/env';
import { HOLD_MINUTES } from '@/lib/shop/discounts/hold';
import { type PaymentProvider, type ProviderSession } from './provider';

/** Stripe's shortest session lifetime; a demo session cannot be paid after it. */
export const DEMO_SESSION_TTL_MS = 30 * 60 * 1000;
/** A session holding a discount code lives as long as the code's hold (no provider minimum here). */
const DEMO_DISCOUNTED_TTL_MS = HOLD_MINUTES * 60 * 1000;

export const demoCheckoutUrl = (id: string) => `${getEnv().SITE_URL}/checkout/${id}`;

export function demoSessionState(row: CheckoutSessionRow, now = new Date()): ProviderSession {
  const status = row.status === 'open' && row.expiresAt <= now ? 'expired' : (row.status as ProviderSession['status']);
  return {
    id: row.id,
    url: status === 'open' ? demoCheckoutUrl(row.id) : null,
    status,
    paymentStatus: row.paymentStatus as ProviderSession['paymentStatus'],
    amountTotal: row.amountTotal,
    currency: row.currency,
    expiresAt: row.expiresAt,
    customerEmail: row.customerEmail,
    paymentIntentId: null,
    sale: null,
  };
}

export async function getDemoSessionRow(id: string): Promise<CheckoutSessionRow | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.provider, 'demo')));
  return row ?? null;
}

export const demoProvider: PaymentProvider = {
  name: 'demo',
  remote: false,
  async createSession({ amount, currency, discount }) {
    const id = `cs_demo_${randomBytes(16).toString('hex')}`;
    return {
      id,
      url: demoCheckoutUrl(id),
      status: 'open',
      paymentStatus: 'unpaid',
      amountTotal: amount,
      currency,
      expiresAt: new Date(Date.now() + (discount ? DEMO_DISCOUNTED_TTL_MS : DEMO_SESSION_TTL_MS)),
      customerEmail: null,
      paymentIntentId: null,
      sale: null,
    };
  },
  async retrieveSession(id) {
    const row = await getDemoSessionRow(id);
    return row ? demoSessionState(row) : null;
  },
  async expireSession(id) {
    const db = await getDb();
    const [row] = await db
      .update(checkoutSessions)
      .set({ status: 'expired', updatedAt: new Date() })
      .where(
        and(
          eq(checkoutSessions.id, id),
          eq(checkoutSessions.provider, 'demo'),
          eq(checkoutSessions.status, 'open'),
          ne(checkoutSessions.paymentStatus, 'paid'),
        ),
      )
      .returning();
    return row ? demoSessionState(row) : null;
  },
};

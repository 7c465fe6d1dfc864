import 'server-only';
import { and, eq, gt } from 'drizzle-orm';
import { hasLocale } from 'next-intl';
import { cache } from 'react';
import { routing, type Locale } from '@/i18n/routing';
import { getDb } from '@/lib/db/client';
import { checkoutSessions } from '@/lib/db/schema';
import { demoSessionState, getDemoSessionRow } from './demo';
import { fulfil } from './fulfil';
import { getPaymentProvider } from './index';
import { isSessionId } from './provider';

// The page and the two buttons of our own test checkout. They serve only while the demo provider
// is the configured one: after a switch to Stripe, an old demo session can no longer be paid.

export type DemoCheckoutState = 'open' | 'paid' | 'expired';

export interface DemoCheckout {
  id: string;
  locale: Locale;
  productId: string;
  productTitle: string;
  amountTotal: number;
  currency: string;
  state: DemoCheckoutState;
  successUrl: string;
  cancelUrl: string;
}

async function findDemoSession(id: string) {
  if (getPaymentProvider().name !== 'demo' || !isSessionId(id)) return null;
  return getDemoSessionRow(id);
}

async function readDemoCheckout(id: string): Promise<DemoCheckout | null> {
  const row = await findDemoSession(id);
  if (!row) return null;
  const { status, paymentStatus } = demoSessionState(row);
  const state: DemoCheckoutState = paymentStatus === 'paid' ? 'paid' : status === 'open' ? 'open' : 'expired';
  return {
    id: row.id,
    locale: hasLocale(routing.locales, row.locale) ? row.locale : routing.defaultLocale,
    productId: row.productId,
    productTitle: row.productTitle,
    amountTotal: row.amountTotal,
    currency: row.currency,
    state,
    successUrl: row.successUrl,
    cancelUrl: row.cancelUrl,
  };
}

/** The checkout as its page shows it (read once per render); null when there is no such demo session. */
export const getDemoCheckout = cache(readDemoCheckout);

/**
 * Pays an open, unexpired demo session, once: the conditional update lets only one of several
 * concurrent clicks through. Returns the checkout afterwards (its state says whether it is paid),
 * or null for an unknown session.
 */
export async function payDemoSession(id: string): Promise<DemoCheckout | null> {
  if (!(await findDemoSession(id))) return null;
  const db = await getDb();
  await db
    .update(checkoutSessions)
    .set({ status: 'complete', paymentStatus: 'paid', updatedAt: new Date() })
    .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, 'open'), gt(checkoutSessions.expiresAt, new Date())));
  await fulfil(id);
  return readDemoCheckout(id);
}

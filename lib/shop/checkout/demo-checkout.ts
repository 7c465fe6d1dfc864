import 'server-only';
import { and, eq, gt } from 'drizzle-orm';
import { hasLocale } from 'next-intl';
import { cache } from 'react';
import { routing, type Locale } from '@/i18n/routing';
import { getSignedInAdmin } from '@/lib/auth/current-admin';
import { describeAudit } from '@/lib/audit/request-audit';
import { requireAdmin } from '@/lib/auth/require-admin';
import { canOpen } from '@/lib/auth/roles';
import { getDb } from '@/lib/db/client';
import { checkoutSessions } from '@/lib/db/schema';
import { getEnv } from '@/lib/env';
import { HttpError } from '@/lib/http/responses';
import { readSellerSettings } from '@/lib/shop/seller/settings';
import type { BuyerDetails } from './buyer-details';
import { demoSessionState, getDemoSessionRow } from './demo';
import { fulfil } from './fulfil';
import { getPaymentProvider } from './payment-provider';
import { isSessionId } from './provider';
import { demoSaleFigures } from './sale-figures';

// Served only while demo is the configured provider: after a switch to Stripe, old sessions cannot be paid.

export type DemoCheckoutState = 'open' | 'paid' | 'expired';

export interface DemoCheckout {
  id: string;
  locale: Locale;
  productId: string;
  productTitle: string;
  amountTotal: number;
  /** What a code took off the listed price (listed = total + discount while open). */
  amountDiscount: number;
  discountCode: string | null;
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
    amountDiscount: row.amountDiscount,
    discountCode: row.discountCode,
    currency: row.currency,
    state,
    successUrl: row.successUrl,
    cancelUrl: row.cancelUrl,
  };
}

// On a public site only the signed-in admin may pay (docs/security.md#production-refusals).
const paymentNeedsAdmin = () => getEnv().isProduction;

const ADMIN_ONLY_PAYMENT = "This is a test checkout: only the studio's signed-in admin can complete a payment here.";

export async function mayPayOnCheckoutPage(): Promise<boolean> {
  if (!paymentNeedsAdmin()) return true;
  const admin = await getSignedInAdmin();
  return admin !== null && !admin.mustSetUpTwoFactor && canOpen(admin.role, 'orders');
}

export async function assertMayPay(request: Request): Promise<void> {
  if (!paymentNeedsAdmin()) return;
  try {
    await requireAdmin(request, 'orders');
    describeAudit(request, { action: 'test-payment', entity: 'order' });
  } catch (error) {
    // No session, an expired one or a cross-site post: to the visitor it is the same refusal.
    if (error instanceof HttpError) throw new HttpError(403, ADMIN_ONLY_PAYMENT);
    throw error;
  }
}

export const getDemoCheckout = cache(readDemoCheckout);

/**
 * Pays an open, unexpired session once (one of concurrent clicks wins, with its details), settling
 * its VAT by the buyer's country and the seller's settings; null if unknown.
 */
export async function payDemoSession(id: string, { email, ...buyer }: BuyerDetails): Promise<DemoCheckout | null> {
  const row = await findDemoSession(id);
  if (!row) return null;
  const db = await getDb();
  const figures = demoSaleFigures(row.amountTotal, await readSellerSettings(db), buyer);
  await db
    .update(checkoutSessions)
    .set({ ...figures, status: 'complete', paymentStatus: 'paid', customerEmail: email, updatedAt: new Date() })
    .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, 'open'), gt(checkoutSessions.expiresAt, new Date())));
  await fulfil(id);
  return readDemoCheckout(id);
}

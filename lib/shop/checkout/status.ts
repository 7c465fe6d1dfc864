import 'server-only';
import type { CheckoutSessionRow, OrderRow } from '@/lib/db/schema';
import { fulfil } from './fulfil';
import { providerRefreshLimiter } from './limits';
import { providerFor } from './payment-provider';
import type { ProviderSession } from './provider';
import { getSessionRow, isFinal, isPaid, recordProviderState } from './sessions';

export interface SyncedSession {
  session: CheckoutSessionRow;
  /** The order once the session is paid. */
  order: OrderRow | null;
}

/**
 * The session as its provider knows it now, or null when it is not to be asked now. A remote
 * provider (Stripe) is asked about one session at most once per PROVIDER_REFRESH_LIMIT, shared by
 * all instances, and never past the session's expiry: Stripe expires it itself, and its webhook
 * (the main path) reports that or a payment made just before, which nothing here may pre-empt.
 */
async function askProvider(session: CheckoutSessionRow): Promise<ProviderSession | null> {
  const provider = providerFor(session.provider);
  if (!provider) return null;
  if (provider.remote) {
    if (session.expiresAt <= new Date()) return null;
    if (!(await providerRefreshLimiter.consume(session.id)).allowed) return null;
  }
  return provider.retrieveSession(session.id);
}

/**
 * Our session brought up to date: a session that may still change is asked of its provider when
 * allowed (a demo session expires here), else answered from our snapshot; a paid one is fulfilled.
 * Without a webhook this alone completes a purchase. Null for an unknown id.
 */
export async function syncSession(id: string): Promise<SyncedSession | null> {
  let session = await getSessionRow(id);
  if (!session) return null;
  if (!isFinal(session)) {
    const current = await askProvider(session);
    if (current) session = (await recordProviderState(current)) ?? session;
  }
  const order = isPaid(session) ? await fulfil(session.id) : null;
  return { session, order };
}

/** The answer of GET /api/payments/status/{session_id} (docs/behaviour.md#content-api), from our snapshot. */
export function statusJson(session: CheckoutSessionRow) {
  return {
    payment_status: session.paymentStatus,
    status: session.status,
    amount_total: session.amountTotal,
    currency: session.currency,
    metadata: { product_id: session.productId, product_title: session.productTitle },
  };
}

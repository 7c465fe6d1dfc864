import 'server-only';
import type { CheckoutSessionRow, OrderRow } from '@/lib/db/schema';
import { fulfil } from './fulfil';
import { providerFor } from './payment-provider';
import { getSessionRow, isFinal, isPaid, recordProviderState } from './sessions';

export interface SyncedSession {
  session: CheckoutSessionRow;
  /** The order once the session is paid. */
  order: OrderRow | null;
}

/**
 * Our session brought up to date: a session that may still change is asked of its provider (a
 * demo session expires here), and a paid one is fulfilled. Without a webhook this alone
 * completes a purchase. Null for an unknown id.
 */
export async function syncSession(id: string): Promise<SyncedSession | null> {
  let session = await getSessionRow(id);
  if (!session) return null;
  if (!isFinal(session)) {
    const current = await providerFor(session.provider)?.retrieveSession(session.id);
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

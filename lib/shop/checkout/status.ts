import 'server-only';
import type { CheckoutSessionRow, OrderRow } from '@/lib/db/schema';
import { fulfil } from './fulfil';
import { providerRefreshLimiter } from './limits';
import { providerFor } from './payment-provider';
import type { ProviderSession } from './provider';
import { getSessionRow, isFinal, isPaid, recordProviderState } from './sessions';

export interface SyncedSession {
  session: CheckoutSessionRow;
  order: OrderRow | null;
}

/** Null when not to be asked now (docs/decisions/payment-status-polling.md). */
async function askProvider(session: CheckoutSessionRow): Promise<ProviderSession | null> {
  const provider = providerFor(session.provider);
  if (!provider) return null;
  if (provider.remote) {
    if (session.expiresAt <= new Date()) return null;
    if (!(await providerRefreshLimiter.consume(session.id)).allowed) return null;
  }
  return provider.retrieveSession(session.id);
}

/** Brought up to date, from the provider when allowed, else our snapshot; a paid one is fulfilled. */
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

export function statusJson(session: CheckoutSessionRow) {
  return {
    payment_status: session.paymentStatus,
    status: session.status,
    amount_total: session.amountTotal,
    currency: session.currency,
    metadata: { product_id: session.productId, product_title: session.productTitle },
  };
}

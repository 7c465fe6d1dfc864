import 'server-only';
import type { CheckoutSessionRow, OrderRow } from '@/lib/db/schema';
import { fulfil } from './fulfil';
import { providerFor } from './payment-provider';
import type { ProviderSession } from './provider';
import { refreshBackoff } from './refresh-backoff';
import { getSessionRow, isFinal, isPaid, recordProviderState } from './sessions';
import { StripeBudgetSpent } from './stripe-budget';

export interface SyncedSession {
  session: CheckoutSessionRow;
  order: OrderRow | null;
  /** Set when the provider could not be asked for want of budget: the answer is our snapshot, ask again then. */
  retryAfterSeconds?: number;
}

type Asked = { current: ProviderSession | null; retryAfterSeconds?: number };

/** The provider's view, or none when not to be asked now (docs/decisions/payment-status-polling.md). */
async function askProvider(session: CheckoutSessionRow): Promise<Asked> {
  const provider = providerFor(session.provider);
  if (!provider) return { current: null };
  if (!provider.remote) return { current: await provider.retrieveSession(session.id) };
  if (session.expiresAt <= new Date()) return { current: null };
  if (!(await refreshBackoff.mayAsk(session.id))) return { current: null };
  try {
    return { current: await provider.retrieveSession(session.id) };
  } catch (error) {
    if (!(error instanceof StripeBudgetSpent)) throw error;
    await refreshBackoff.giveBack(session.id);
    return { current: null, retryAfterSeconds: error.retryAfterSeconds };
  }
}

/** Brought up to date, from the provider when allowed, else our snapshot; a paid one is fulfilled. */
export async function syncSession(id: string): Promise<SyncedSession | null> {
  let session = await getSessionRow(id);
  if (!session) return null;
  let retryAfterSeconds: number | undefined;
  if (!isFinal(session)) {
    const asked = await askProvider(session);
    retryAfterSeconds = asked.retryAfterSeconds;
    if (asked.current) session = (await recordProviderState(asked.current)) ?? session;
  }
  const order = isPaid(session) ? await fulfil(session.id) : null;
  return { session, order, ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }) };
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

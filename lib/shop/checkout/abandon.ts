import 'server-only';
import { getDb } from '@/lib/db/client';
import { openHoldsOf } from '@/lib/shop/discounts/hold';
import { providerFor } from './payment-provider';
import { getSessionRow, recordProviderState } from './sessions';

// A checkout holding a discount code is closed when its buyer leaves it: Cancel on the demo
// checkout, or a new checkout with the same code from the same address. Closing makes the session
// unpayable at its provider and records it expired, which gives the code's use back at once
// (countingHolds) instead of after the session's time (docs/shop.md#discount-codes).

/** Closes an open session; false when it was no longer open (paid meanwhile, or gone). */
export async function closeCheckout(sessionId: string): Promise<boolean> {
  const row = await getSessionRow(sessionId);
  const provider = row && providerFor(row.provider);
  if (!provider) return false;
  const closed = await provider.expireSession(sessionId);
  if (!closed) return false;
  await recordProviderState(closed);
  return true;
}

/** Before a new checkout with `code` from `clientKey`: that address's earlier open one is closed. */
export async function closeEarlierCheckouts(code: string, clientKey: string): Promise<void> {
  const db = await getDb();
  for (const { sessionId } of await openHoldsOf(db, code, clientKey)) {
    // A hold without a session is a checkout still opening: holdDiscount refuses beside it.
    if (sessionId) await closeCheckout(sessionId);
  }
}

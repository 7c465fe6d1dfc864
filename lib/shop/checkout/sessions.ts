import 'server-only';
import { and, eq, ne, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { checkoutSessions, type CheckoutSessionRow } from '@/lib/db/schema';
import { isSessionId, type ProviderSession } from './provider';

export async function getSessionRow(id: string): Promise<CheckoutSessionRow | null> {
  if (!isSessionId(id)) return null;
  const db = await getDb();
  const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
  return row ?? null;
}

export const isPaid = (row: Pick<CheckoutSessionRow, 'paymentStatus'>) => row.paymentStatus === 'paid';

/** Paid and expired sessions never change again; open ones, and completed ones awaiting an async payment, may. */
export const isFinal = (row: Pick<CheckoutSessionRow, 'status' | 'paymentStatus'>) => isPaid(row) || row.status === 'expired';

/** Stores the provider's view; a final state is never overwritten (a late event cannot undo a payment). */
export async function recordProviderState(session: ProviderSession): Promise<CheckoutSessionRow | null> {
  const db = await getDb();
  const [updated] = await db
    .update(checkoutSessions)
    .set({
      ...session.sale,
      status: session.status,
      paymentStatus: session.paymentStatus,
      customerEmail: sql`coalesce(${session.customerEmail}, ${checkoutSessions.customerEmail})`,
      paymentIntentId: sql`coalesce(${session.paymentIntentId}, ${checkoutSessions.paymentIntentId})`,
      updatedAt: new Date(),
    })
    .where(and(eq(checkoutSessions.id, session.id), ne(checkoutSessions.paymentStatus, 'paid'), ne(checkoutSessions.status, 'expired')))
    .returning();
  return updated ?? getSessionRow(session.id);
}

import 'server-only';
import { and, eq, gt, or, sql } from 'drizzle-orm';
import { getDb, type Database, type Transaction } from '@/lib/db/client';
import { checkoutSessions, discountCodes, discountHolds, type DiscountCodeRow } from '@/lib/db/schema';
import { HttpError } from '@/lib/http/responses';
import { amountOff, percentOf } from './amounts';
import { CODE_PATTERN, DISCOUNT_REFUSALS, type DiscountRefusal } from './reasons';

// A use of a code is a hold, taken before the payment provider is asked and tied to its checkout
// session afterwards (docs/shop.md#discount-codes). The hold is counted while its session may still
// be paid or has been: an abandoned checkout gives the use back when it expires or is cancelled,
// and no lock is held across the provider's call. Taking one locks the code's row, so racing
// checkouts on any number of instances count one after another and never pass the limit. One
// client address holds at most one open use of a code (lib/shop/checkout/abandon.ts closes its
// earlier checkout first), so abandoned checkouts from one address cannot use a code up.

/** Minutes a use is held: the hold's own time, and a demo session's holding a code (Stripe's: stripe.ts). */
export const HOLD_MINUTES = 15;
const HOLD_TTL = sql`now() + make_interval(mins => ${HOLD_MINUTES})`;

export interface DiscountHold {
  holdId: string;
  codeId: string;
  /** As the studio wrote it. */
  code: string;
  amountOff: number;
  /** The code's percent when the amount off is exactly that percent (not cut to the minimum charge). */
  percentOff: number | null;
}

export const refuse = (reason: DiscountRefusal) => new HttpError(400, DISCOUNT_REFUSALS[reason], { reason });

/**
 * Holds that count as uses: the session has been paid, or the hold has not expired and its session
 * is not known to have (Stripe's `checkout.session.expired` gives the use back before the hold's time).
 */
export const countingHolds = () =>
  or(
    eq(checkoutSessions.paymentStatus, 'paid'),
    and(gt(discountHolds.expiresAt, sql`now()`), sql`${checkoutSessions.status} is distinct from 'expired'`),
  );

export async function usesHeld(tx: Database | Transaction, codeId: string): Promise<number> {
  return (
    await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(discountHolds)
      .leftJoin(checkoutSessions, eq(checkoutSessions.id, discountHolds.sessionId))
      .where(and(eq(discountHolds.discountCodeId, codeId), countingHolds()))
  )[0]!.count;
}

function refusal(code: DiscountCodeRow, productId: string, now: Date): DiscountRefusal | null {
  if (code.paused) return 'paused';
  if (code.startsAt && code.startsAt > now) return 'not_started';
  if (code.endsAt && code.endsAt <= now) return 'ended';
  if (code.productIds.length > 0 && !code.productIds.includes(productId)) return 'not_for_product';
  return null;
}

/** A code's holds from one address that still count and are not paid: at most one once taken. */
export async function openHoldsOf(tx: Database | Transaction, code: string, clientKey: string) {
  return tx
    .select({ holdId: discountHolds.id, sessionId: discountHolds.sessionId })
    .from(discountHolds)
    .innerJoin(discountCodes, eq(discountCodes.id, discountHolds.discountCodeId))
    .leftJoin(checkoutSessions, eq(checkoutSessions.id, discountHolds.sessionId))
    .where(
      and(
        eq(sql`lower(${discountCodes.code})`, code.toLowerCase()),
        eq(discountHolds.clientKey, clientKey),
        countingHolds(),
        sql`${checkoutSessions.paymentStatus} is distinct from 'paid'`,
      ),
    );
}

/**
 * Takes one use of `code` for a checkout of `productId` at `listedAmount` by the client at
 * `clientKey`, or throws a 400 with the reason. The address's earlier open checkout with the code
 * must have been closed before (a hold still open here, one being opened, is `in_progress`).
 */
export async function holdDiscount({
  code,
  productId,
  currency,
  listedAmount,
  clientKey,
}: {
  code: string;
  productId: string;
  currency: string;
  listedAmount: number;
  clientKey: string;
}): Promise<DiscountHold> {
  if (!CODE_PATTERN.test(code)) throw refuse('unknown');
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(discountCodes)
      .where(eq(sql`lower(${discountCodes.code})`, code.toLowerCase()))
      .for('update');
    if (!row) throw refuse('unknown');
    const refused = refusal(row, productId, new Date());
    if (refused) throw refuse(refused);
    const off = amountOff(row, listedAmount, currency);
    if (off === null) throw refuse('no_currency');
    if (off === 0) throw refuse('not_for_product');
    if (row.usageLimit !== null && (await usesHeld(tx, row.id)) >= row.usageLimit) throw refuse('used_up');
    if ((await openHoldsOf(tx, row.code, clientKey)).length > 0) throw refuse('in_progress');
    const [hold] = await tx
      .insert(discountHolds)
      .values({ discountCodeId: row.id, clientKey, expiresAt: HOLD_TTL })
      .returning({ id: discountHolds.id });
    const exactPercent = row.kind === 'percent' && off === percentOf(listedAmount, row.percentOff!) ? row.percentOff : null;
    return { holdId: hold!.id, codeId: row.id, code: row.code, amountOff: off, percentOff: exactPercent };
  });
}

/** Ties the hold to the provider's session: it now counts until that session expires or for good once paid. */
export async function attachHold(holdId: string, sessionId: string, expiresAt: Date): Promise<void> {
  const db = await getDb();
  await db.update(discountHolds).set({ sessionId, expiresAt }).where(eq(discountHolds.id, holdId));
}

/** Gives the use back when no session was made, or its session was closed unpaid. */
export async function releaseHold(holdId: string): Promise<void> {
  const db = await getDb();
  await db.delete(discountHolds).where(eq(discountHolds.id, holdId));
}

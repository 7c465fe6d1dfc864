import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { checkoutSessions, creditNotes, documentCounters, orders, type OrderRow } from '@/lib/db/schema';
import { insertOrder, type OrderSeed } from './orders';

// Sales with their VAT figures and refunds with their credit notes, written straight into the
// tables (any country, rate, buyer or date) for the tests of the admin's exports and VAT summary.

/** The VAT side of a sale (lib/db/schema/sales.ts saleAmounts); the order's total is net + VAT. */
export interface SaleFigures {
  country: string | null;
  net: number;
  taxRate: number;
  tax: number;
  buyerCompany?: string | null;
  buyerVatId?: string | null;
  reverseCharge?: boolean;
  discountCode?: string | null;
  discount?: number;
}

/** An order (and its session) with a sale's figures, as the checkout writes them. */
export async function insertSale(seed: OrderSeed & { sale: SaleFigures }): Promise<OrderRow> {
  const { sale, ...rest } = seed;
  const order = await insertOrder({ ...rest, amountCents: sale.net + sale.tax });
  const figures = {
    country: sale.country,
    amountSubtotal: sale.net,
    taxRate: sale.taxRate,
    amountTax: sale.tax,
    buyerCompany: sale.buyerCompany ?? null,
    buyerVatId: sale.buyerVatId ?? null,
    reverseCharge: sale.reverseCharge ?? false,
    discountCode: sale.discountCode ?? null,
    amountDiscount: sale.discount ?? 0,
  };
  const db = await getDb();
  await db.update(checkoutSessions).set(figures).where(eq(checkoutSessions.id, order.sessionId));
  const [updated] = await db.update(orders).set(figures).where(eq(orders.id, order.id)).returning();
  return updated!;
}

/** The credit note of a refund written at `createdAt`: the order's figures negated, numbered from the real series. */
export async function insertCreditNote(order: OrderRow, createdAt: Date) {
  const db = await getDb();
  const [counter] = await db
    .update(documentCounters)
    .set({ nextNumber: sql`${documentCounters.nextNumber} + 1` })
    .where(eq(documentCounters.series, 'credit_note'))
    .returning({ taken: sql<number>`${documentCounters.nextNumber} - 1` });
  await db.update(orders).set({ status: 'refunded', refundedAt: createdAt }).where(eq(orders.id, order.id));
  await db.insert(creditNotes).values({
    orderId: order.id,
    number: Number(counter!.taken),
    amountSubtotal: -order.amountSubtotal,
    amountTax: -order.amountTax,
    amountTotal: -order.amountTotal,
    currency: order.currency,
    createdAt,
  });
}

import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '@/lib/db/client';
import { creditNotes, documentCounters, orders, type CreditNoteRow, type OrderRow } from '@/lib/db/schema';

// Receipt and credit-note numbers from unbroken series (docs/shop.md#sales-documents): taken in the
// transaction that writes the document, so a rollback gives the number back and concurrent sales,
// on one instance or several, queue on the counter's row and get consecutive numbers.

export type DocumentSeries = (typeof documentCounters.series.enumValues)[number];

export async function takeNumber(tx: Transaction, series: DocumentSeries): Promise<number> {
  const [row] = await tx
    .update(documentCounters)
    .set({ nextNumber: sql`${documentCounters.nextNumber} + 1` })
    .where(eq(documentCounters.series, series))
    .returning({ taken: sql<number>`${documentCounters.nextNumber} - 1` });
  if (!row) throw new Error(`document_counters has no '${series}' row: migration 0014 seeds it`);
  return Number(row.taken);
}

/** Gives a new order its receipt number. */
export async function numberReceipt(tx: Transaction, order: OrderRow): Promise<OrderRow> {
  const [numbered] = await tx
    .update(orders)
    .set({ receiptNumber: await takeNumber(tx, 'receipt') })
    .where(eq(orders.id, order.id))
    .returning();
  return numbered!;
}

/** The credit note of a refunded order: its own number and the order's net, VAT and total, negated. */
export async function issueCreditNote(tx: Transaction, order: OrderRow): Promise<CreditNoteRow> {
  const [note] = await tx
    .insert(creditNotes)
    .values({
      orderId: order.id,
      number: await takeNumber(tx, 'credit_note'),
      amountSubtotal: -order.amountSubtotal,
      amountTax: -order.amountTax,
      amountTotal: -order.amountTotal,
      currency: order.currency,
    })
    .returning();
  return note!;
}

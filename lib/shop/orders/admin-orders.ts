import 'server-only';
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { inDefaultLanguage } from '@/lib/db/localized-sql';
import { checkoutSessions, creditNotes, digitalProducts, mailOutbox, orders } from '@/lib/db/schema';
import { isUuid } from '@/lib/db/uuid';
import type { OrderFilters, OrderQuery } from './admin-filters';
import type { AdminOrder, ReceiptStatus } from './admin-types';

export const ORDERS_PAGE_SIZE = 50;
export const ORDERS_EXPORT_LIMIT = 10_000;

/** A resend queues a new mail: the newest one tells whether the buyer has her receipt. */
const receipt = sql<ReceiptStatus | null>`(select ${mailOutbox.status} from ${mailOutbox} where ${mailOutbox.orderId} = ${orders.id} order by ${mailOutbox.createdAt} desc, ${mailOutbox.id} desc limit 1)`;

export function orderConditions({ productId, from, before }: OrderFilters): SQL[] {
  const conditions: SQL[] = [];
  if (productId) conditions.push(eq(orders.productId, productId));
  if (from) conditions.push(gte(orders.createdAt, from));
  if (before) conditions.push(lt(orders.createdAt, before));
  return conditions;
}

/** Newest first from after `cursor`, compared in SQL: a JavaScript date drops Postgres' microseconds. */
async function selectOrders(query: OrderQuery & { id?: string }, limit: number): Promise<AdminOrder[]> {
  const db = await getDb();
  const conditions = orderConditions(query);
  if (query.id) conditions.push(eq(orders.id, query.id));
  if (query.cursor)
    conditions.push(sql`(${orders.createdAt}, ${orders.id}) < (select c.created_at, c.id from ${orders} c where c.id = ${query.cursor})`);
  const rows = await db
    .select({
      id: orders.id,
      receiptNumber: orders.receiptNumber,
      creditNoteNumber: creditNotes.number,
      withdrawalConsentAt: orders.withdrawalConsentAt,
      createdAt: orders.createdAt,
      productId: orders.productId,
      productTitle: inDefaultLanguage(digitalProducts.title),
      amountTotal: orders.amountTotal,
      currency: orders.currency,
      country: orders.country,
      amountSubtotal: orders.amountSubtotal,
      taxRate: orders.taxRate,
      amountTax: orders.amountTax,
      buyerVatId: orders.buyerVatId,
      buyerCompany: orders.buyerCompany,
      reverseCharge: orders.reverseCharge,
      amountDiscount: orders.amountDiscount,
      discountCode: orders.discountCode,
      customerEmail: orders.customerEmail,
      provider: checkoutSessions.provider,
      paymentIntentId: checkoutSessions.paymentIntentId,
      downloads: orders.downloadCount,
      status: orders.status,
      refundedAt: orders.refundedAt,
      receipt,
    })
    .from(orders)
    .innerJoin(digitalProducts, eq(digitalProducts.id, orders.productId))
    .innerJoin(checkoutSessions, eq(checkoutSessions.id, orders.sessionId))
    .leftJoin(creditNotes, eq(creditNotes.orderId, orders.id))
    .where(and(...conditions))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    receipt_number: row.receiptNumber,
    credit_note_number: row.creditNoteNumber,
    created_at: row.createdAt.toISOString(),
    product_id: row.productId,
    product_title: row.productTitle,
    amount_cents: row.amountTotal,
    currency: row.currency,
    customer_email: row.customerEmail,
    provider: row.provider,
    payment_intent_id: row.paymentIntentId,
    downloads: row.downloads,
    status: row.status,
    refunded_at: row.refundedAt?.toISOString() ?? null,
    receipt: row.receipt,
    withdrawal_consent_at: row.withdrawalConsentAt?.toISOString() ?? null,
    country: row.country,
    amount_subtotal: row.amountSubtotal,
    tax_rate: row.taxRate,
    amount_tax: row.amountTax,
    amount_total: row.amountTotal,
    buyer_vat_id: row.buyerVatId,
    buyer_company: row.buyerCompany,
    reverse_charge: row.reverseCharge,
    amount_discount: row.amountDiscount,
    discount_code: row.discountCode,
  }));
}

export async function listAdminOrders(query: OrderQuery): Promise<{ orders: AdminOrder[]; next_cursor: string | null }> {
  const rows = await selectOrders(query, ORDERS_PAGE_SIZE + 1);
  const page = rows.slice(0, ORDERS_PAGE_SIZE);
  return { orders: page, next_cursor: rows.length > ORDERS_PAGE_SIZE ? page.at(-1)!.id : null };
}

export function exportAdminOrders(filters: OrderFilters): Promise<AdminOrder[]> {
  return selectOrders(filters, ORDERS_EXPORT_LIMIT);
}

export async function findAdminOrder(id: string): Promise<AdminOrder | null> {
  if (!isUuid(id)) return null;
  const [order] = await selectOrders({ id: id.toLowerCase() }, 1);
  return order ?? null;
}

import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import {
  checkoutSessions,
  digitalProducts,
  downloadLinks,
  mailOutbox,
  orders,
  type DigitalProductRow,
  type OrderRow,
} from '@/lib/db/schema';

// Orders as the tests of the admin's Orders section need them: written straight into the tables
// (any date, provider, address or state), beside the ones bought through the real checkout.

let counter = 0;

/** A product of its own, so a test's orders are the only ones its filter finds. */
export async function newProduct(title = `Order Test Product ${++counter}`, priceCents = 3400): Promise<DigitalProductRow> {
  const db = await getDb();
  const [row] = await db
    .insert(digitalProducts)
    .values({
      title: { en: title },
      description: { en: 'For the order tests.' },
      priceCents,
      category: 'Brand Identity Template Collection',
      deliverable: { en: 'https://example.com/files' },
    })
    .returning();
  return row!;
}

export interface OrderSeed {
  product: DigitalProductRow;
  createdAt?: Date;
  email?: string | null;
  provider?: 'demo' | 'stripe';
  paymentIntentId?: string | null;
  status?: 'paid' | 'refunded';
  amountCents?: number;
  currency?: string;
  downloadCount?: number;
}

/** A paid checkout session and its order. */
export async function insertOrder({
  product,
  createdAt = new Date(),
  email = null,
  provider = 'demo',
  paymentIntentId = null,
  status = 'paid',
  amountCents = product.priceCents,
  currency = 'usd',
  downloadCount = 0,
}: OrderSeed): Promise<OrderRow> {
  const db = await getDb();
  const sessionId = `cs_${provider === 'demo' ? 'demo' : 'test'}_${randomBytes(12).toString('hex')}`;
  await db.insert(checkoutSessions).values({
    id: sessionId,
    provider,
    productId: product.id,
    productTitle: product.title.en!,
    amountTotal: amountCents,
    currency,
    status: 'complete',
    paymentStatus: 'paid',
    expiresAt: new Date(createdAt.getTime() + 30 * 60_000),
    successUrl: 'http://localhost:3000/digital-products/success?session_id={CHECKOUT_SESSION_ID}',
    cancelUrl: 'http://localhost:3000/digital-products',
    customerEmail: email,
    paymentIntentId,
    createdAt,
  });
  const [order] = await db
    .insert(orders)
    .values({
      sessionId,
      productId: product.id,
      amountTotal: amountCents,
      currency,
      customerEmail: email,
      status,
      refundedAt: status === 'refunded' ? createdAt : null,
      downloadCount,
      createdAt,
    })
    .returning();
  return order!;
}

/** A receipt link of an order that has been downloaded `downloads` times. */
export async function insertDownloadLink(orderId: string, downloads: number) {
  const db = await getDb();
  await db
    .insert(downloadLinks)
    .values({ orderId, expiresAt: new Date(Date.now() + 86_400_000), maxDownloads: 10, downloadCount: downloads });
}

/** A receipt e-mail of an order in the outbox, queued at `createdAt`. */
export async function insertReceiptMail(orderId: string, status: 'pending' | 'sent' | 'failed', createdAt: Date) {
  const db = await getDb();
  await db.insert(mailOutbox).values({
    dedupeKey: `test:${randomBytes(8).toString('hex')}`,
    orderId,
    recipient: 'buyer@example.com',
    subject: 'Receipt',
    textBody: 'Receipt',
    htmlBody: '<p>Receipt</p>',
    status,
    createdAt,
  });
}

export async function outboxRowsOf(orderId: string) {
  const db = await getDb();
  return db.select().from(mailOutbox).where(eq(mailOutbox.orderId, orderId));
}

/** The first instant of the month `offset` months from this one (UTC), plus `days`. */
export const monthsAgo = (offset: number, days = 0) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - offset, 1 + days));
};

/** 'YYYY-MM' of a date, in UTC. */
export const monthOf = (date: Date) => date.toISOString().slice(0, 7);

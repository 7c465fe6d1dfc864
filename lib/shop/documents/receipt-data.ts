import 'server-only';
import { eq } from 'drizzle-orm';
import { hasLocale } from 'next-intl';
import { routing, type Locale } from '@/i18n/routing';
import type { Database, Transaction } from '@/lib/db/client';
import { checkoutSessions, creditNotes, orders, type OrderRow } from '@/lib/db/schema';
import { isUuid } from '@/lib/db/uuid';
import { readSellerSettings } from '@/lib/shop/seller/settings';
import type { SellerSettings } from '@/lib/shop/seller/types';
import type { DocumentFigures } from './summary';

// Everything a sale's sales documents show (bokføringsforskriften § 5-1-1), read from its order:
// one definition for the receipt PDF, the credit note, the receipt e-mail and the receipt page.

export interface ReceiptData {
  orderId: string;
  /** Null only for an order from before numbering began (migration 0014 numbered those). */
  receiptNumber: number | null;
  /** The buyer's language at checkout: her documents are written in it. */
  locale: Locale;
  paidAt: Date;
  seller: SellerSettings;
  buyer: { email: string | null; company: string | null; vatId: string | null; country: string | null };
  productTitle: string;
  figures: DocumentFigures;
  withdrawalConsentAt: Date | null;
  refunded: boolean;
  /** The refund's sales document, once refunded. */
  creditNote: { number: number; issuedAt: Date; figures: DocumentFigures } | null;
}

/** The order's figures as a document shows them. */
export function figuresOf(order: OrderRow): DocumentFigures {
  return {
    currency: order.currency,
    subtotal: order.amountSubtotal,
    discount: order.amountDiscount,
    discountCode: order.discountCode,
    tax: order.amountTax,
    taxRate: order.taxRate,
    reverseCharge: order.reverseCharge,
    total: order.amountTotal,
  };
}

export const documentLocale = (order: Pick<OrderRow, 'locale'>): Locale =>
  hasLocale(routing.locales, order.locale) ? order.locale : routing.defaultLocale;

/** Null for an id that is no order's (or no id at all). Also inside a transaction (the receipt e-mail's). */
export async function readReceipt(db: Database | Transaction, orderId: string): Promise<ReceiptData | null> {
  if (!isUuid(orderId)) return null;
  const [row] = await db
    .select({ order: orders, productTitle: checkoutSessions.productTitle, note: creditNotes })
    .from(orders)
    .innerJoin(checkoutSessions, eq(checkoutSessions.id, orders.sessionId))
    .leftJoin(creditNotes, eq(creditNotes.orderId, orders.id))
    .where(eq(orders.id, orderId.toLowerCase()));
  if (!row) return null;
  const { order, note } = row;
  const seller = await readSellerSettings(db);
  const figures = figuresOf(order);
  return {
    orderId: order.id,
    receiptNumber: order.receiptNumber,
    locale: documentLocale(order),
    paidAt: order.createdAt,
    seller,
    buyer: { email: order.customerEmail, company: order.buyerCompany, vatId: order.buyerVatId, country: order.country },
    productTitle: row.productTitle,
    figures,
    withdrawalConsentAt: order.withdrawalConsentAt,
    refunded: order.status === 'refunded',
    creditNote: note && {
      number: note.number,
      issuedAt: note.createdAt,
      figures: {
        ...figures,
        subtotal: note.amountSubtotal,
        tax: note.amountTax,
        total: note.amountTotal,
        currency: note.currency,
        // The whole sale is credited, as sold: the discount is part of its price, not given back.
        discount: 0,
        discountCode: null,
      },
    },
  };
}

/**
 * The product line's amount: its price before any discount, the way the discount was taken off it
 * (with VAT in it when prices include VAT). A credit note (no discount) credits the price paid.
 */
export const lineAmount = (figures: DocumentFigures, seller: Pick<SellerSettings, 'prices_include_vat'>): number =>
  (seller.prices_include_vat ? figures.total : figures.subtotal) + figures.discount;

/** The receipt page's summary of a paid session's order (the payment status answer's `receipt`). */
export function receiptSummaryJson(order: OrderRow) {
  const figures = figuresOf(order);
  return {
    number: order.receiptNumber,
    currency: figures.currency,
    amount_subtotal: figures.subtotal,
    amount_discount: figures.discount,
    discount_code: figures.discountCode,
    amount_tax: figures.tax,
    tax_rate: figures.taxRate,
    reverse_charge: figures.reverseCharge,
    amount_total: figures.total,
  };
}

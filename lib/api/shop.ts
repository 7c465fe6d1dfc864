import type { Locale } from '@/i18n/routing';
import type { PaymentStatusAnswer } from '@/lib/shop/checkout/payment-verification';
import type { ReceiptSummary } from '@/lib/shop/documents/summary';
import { isDiscountRefusal, type DiscountRefusal } from '@/lib/shop/discounts/reasons';

// Checked by hand, not with zod (about 25 kB more on every shop page); pages show their own texts.

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);

const isString = (value: unknown): value is string => typeof value === 'string';
const isNumber = (value: unknown): value is number => typeof value === 'number';
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

function wrongShape(field: string): Error {
  return new Error(`Payment status answer: ${field} is missing or has the wrong type`);
}

function required<T>(fields: Fields, key: string, is: (value: unknown) => value is T): T {
  const value = fields[key];
  if (!is(value)) throw wrongShape(key);
  return value;
}

function optional<T>(fields: Fields, key: string, is: (value: unknown) => value is T): T | null {
  return fields[key] === undefined || fields[key] === null ? null : required(fields, key, is);
}

function readReceipt(data: unknown): ReceiptSummary | null {
  if (data === undefined || data === null) return null;
  if (!isFields(data)) throw wrongShape('receipt');
  return {
    number: optional(data, 'number', isNumber),
    currency: required(data, 'currency', isString),
    subtotal: required(data, 'amount_subtotal', isNumber),
    discount: required(data, 'amount_discount', isNumber),
    discountCode: optional(data, 'discount_code', isString),
    tax: required(data, 'amount_tax', isNumber),
    taxRate: required(data, 'tax_rate', isNumber),
    reverseCharge: required(data, 'reverse_charge', isBoolean),
    total: required(data, 'amount_total', isNumber),
  };
}

function readPaymentStatus(data: unknown): PaymentStatusAnswer {
  if (!isFields(data)) throw wrongShape('the body');
  const metadata = data.metadata ?? null;
  if (metadata !== null && !isFields(metadata)) throw wrongShape('metadata');
  return {
    payment_status: required(data, 'payment_status', isString),
    status: required(data, 'status', isString),
    amount_total: optional(data, 'amount_total', isNumber),
    currency: optional(data, 'currency', isString),
    product_title: metadata ? optional(metadata, 'product_title', isString) : null,
    receipt: readReceipt(data.receipt),
  };
}

/** The server refused the buyer's discount code, for this reason (lib/shop/discounts/reasons.ts). */
export class DiscountRefused extends Error {
  constructor(readonly reason: DiscountRefusal) {
    super(`Discount code refused: ${reason}`);
    this.name = 'DiscountRefused';
  }
}

/**
 * Called once the buyer has ticked the withdrawal consent (components/shop/purchase-consent.tsx),
 * with the discount code she typed, if any; a refused code throws DiscountRefused.
 */
export async function createCheckoutSession(productId: string, locale: Locale, discountCode: string | null = null): Promise<string> {
  const response = await fetch('/api/payments/checkout', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      product_id: productId,
      origin_url: window.location.origin,
      locale,
      withdrawal_consent: true,
      ...(discountCode ? { discount_code: discountCode } : {}),
    }),
  });
  if (!response.ok) {
    const refusal: unknown = response.status === 400 ? await response.json().catch(() => null) : null;
    if (isFields(refusal) && isDiscountRefusal(refusal.reason)) throw new DiscountRefused(refusal.reason);
    throw new Error('Failed to create checkout session');
  }
  const body: unknown = await response.json().catch(() => null);
  const url = isFields(body) ? body.checkout_url : undefined;
  if (typeof url !== 'string' || url === '') throw new Error('No checkout URL received');
  return url;
}

export async function fetchPaymentStatus(sessionId: string, signal?: AbortSignal): Promise<PaymentStatusAnswer> {
  const response = await fetch(`/api/payments/status/${encodeURIComponent(sessionId)}`, { signal, cache: 'no-store' });
  if (!response.ok) throw new Error(`Payment status request failed with ${response.status}`);
  return readPaymentStatus(await response.json());
}

/** The receipt PDF of a paid session (app/api/receipts/[sessionId]): a plain link, the browser downloads it. */
export const receiptPdfUrl = (sessionId: string) => `/api/receipts/${encodeURIComponent(sessionId)}`;

export const downloadFileName = (sessionId: string) => `product_${sessionId}.txt`;

export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // Broken percent-encoding: the plain name below.
    }
  }
  return /filename="([^"]*)"/i.exec(disposition)?.[1] ?? null;
}

export async function fetchDownload(sessionId: string): Promise<{ blob: Blob; fileName: string }> {
  const response = await fetch(`/api/download/${encodeURIComponent(sessionId)}`, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Download request failed with ${response.status}`);
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition')) ?? downloadFileName(sessionId) };
}

import { z } from '@/lib/zod';
import type { Locale } from '@/i18n/routing';
import type { PaymentStatusAnswer } from '@/lib/shop/payment-verification';

// Browser side of the shop's calls (SPEC section 7, calls 13–15). The messages of the errors
// thrown here are the spec's internal ones; pages show their own translated texts.

const checkoutResponse = z.object({ checkout_url: z.string().min(1).optional() }).loose();

const paymentStatusResponse = z.object({
  payment_status: z.string(),
  status: z.string(),
  amount_total: z.number().nullish(),
  currency: z.string().nullish(),
  metadata: z.object({ product_title: z.string().nullish() }).loose().nullish(),
});

/** Asks for a checkout session for one product and returns where to send the buyer. */
export async function createCheckoutSession(productId: string, locale: Locale): Promise<string> {
  const response = await fetch('/api/payments/checkout', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ product_id: productId, origin_url: window.location.origin, locale }),
  });
  if (!response.ok) throw new Error('Failed to create checkout session');
  const parsed = checkoutResponse.safeParse(await response.json().catch(() => null));
  if (!parsed.success || !parsed.data.checkout_url) throw new Error('No checkout URL received');
  return parsed.data.checkout_url;
}

/** The state of a checkout session; throws on a failed request or an answer of the wrong shape. */
export async function fetchPaymentStatus(sessionId: string, signal?: AbortSignal): Promise<PaymentStatusAnswer> {
  const response = await fetch(`/api/payments/status/${encodeURIComponent(sessionId)}`, { signal, cache: 'no-store' });
  if (!response.ok) throw new Error(`Payment status request failed with ${response.status}`);
  const data = paymentStatusResponse.parse(await response.json());
  return {
    payment_status: data.payment_status,
    status: data.status,
    amount_total: data.amount_total ?? null,
    currency: data.currency ?? null,
    product_title: data.metadata?.product_title ?? null,
  };
}

/** The purchased file of a paid session. */
export async function fetchDownload(sessionId: string): Promise<Blob> {
  const response = await fetch(`/api/download/${encodeURIComponent(sessionId)}`, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Download request failed with ${response.status}`);
  return response.blob();
}

/** The name the purchased file is saved under (SPEC section 7, call 15). */
export const downloadFileName = (sessionId: string) => `product_${sessionId}.txt`;

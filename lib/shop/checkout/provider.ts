import 'server-only';
import type { Locale } from '@/i18n/routing';
import type { DigitalProductRow } from '@/lib/db/schema';
import type { VatSeller } from '@/lib/shop/vat/compute';
import type { SaleFigures } from './sale-figures';

export type ProviderName = 'stripe' | 'demo';
export type SessionStatus = 'open' | 'complete' | 'expired';
export type PaymentStatus = 'paid' | 'unpaid' | 'no_payment_required';

export const SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

export interface ProviderSession {
  id: string;
  /** Where the buyer pays; null once the session is no longer open. */
  url: string | null;
  status: SessionStatus;
  paymentStatus: PaymentStatus;
  /** Minor units (cents). */
  amountTotal: number;
  currency: string;
  expiresAt: Date;
  customerEmail: string | null;
  /** Stripe's PaymentIntent once paid (refunds name it); null for the demo checkout. */
  paymentIntentId: string | null;
  /** What the provider computed once the session completed (net, VAT, buyer); null before, and for the demo checkout, which settles its own. */
  sale: SaleFigures | null;
}

export interface CreateSessionInput {
  /** The product's id and title in the buyer's language, from the database. */
  product: Pick<DigitalProductRow, 'id'> & { title: string };
  /** What to charge in `currency` (minor units): the listed price from the database, less any discount. */
  amount: number;
  /** A discount code's share, already taken off `amount` (Stripe shows it as a coupon). */
  discount?: SessionDiscount;
  currency: string;
  successUrl: string;
  cancelUrl: string;
  locale: Locale;
  /** How the seller charges VAT (Stripe Tax's switches). */
  tax: VatSeller;
}

export interface SessionDiscount {
  codeId: string;
  code: string;
  amountOff: number;
  /** The code's percent when `amountOff` is exactly that percent of the price; else an amount. */
  percentOff: number | null;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** Asking it calls a rate-limited service: rationed per session (status.ts). */
  readonly remote: boolean;
  createSession(input: CreateSessionInput): Promise<ProviderSession>;
  retrieveSession(id: string): Promise<ProviderSession | null>;
  /** Closes an open session so it can no longer be paid; null when it was no longer open (paid or gone). */
  expireSession(id: string): Promise<ProviderSession | null>;
}

const SESSION_ID_PATTERN = /^[A-Za-z0-9_]{1,255}$/;

export const isSessionId = (value: string): boolean => SESSION_ID_PATTERN.test(value);

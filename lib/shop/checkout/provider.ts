import 'server-only';
import type { Locale } from '@/i18n/routing';
import type { DigitalProductRow } from '@/lib/db/schema';

// One interface for every way of taking a payment; the rest of the shop never sees a provider's
// own types. Status values follow Stripe's Checkout Session, which the status call mirrors.

export type ProviderName = 'stripe' | 'demo';
export type SessionStatus = 'open' | 'complete' | 'expired';
export type PaymentStatus = 'paid' | 'unpaid' | 'no_payment_required';

/** Replaced by the provider with the session id in the success URL (Stripe's own placeholder). */
export const SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

export interface ProviderSession {
  id: string;
  /** Where the buyer pays; null once the session is no longer open. */
  url: string | null;
  status: SessionStatus;
  paymentStatus: PaymentStatus;
  /** Minor units (cents). */
  amountTotal: number;
  /** Lowercase ISO code, e.g. 'usd'. */
  currency: string;
  expiresAt: Date;
  customerEmail: string | null;
  /** Stripe's PaymentIntent once paid (refunds name it); null for the demo checkout. */
  paymentIntentId: string | null;
}

export interface CreateSessionInput {
  /** Price, currency and the title to show come from this database row, never from the client. */
  product: Pick<DigitalProductRow, 'id' | 'priceCents' | 'currency'> & { title: string };
  /** Contains SESSION_ID_PLACEHOLDER where the session id belongs. */
  successUrl: string;
  cancelUrl: string;
  /** The buyer's site language; a provider names it in its own codes (i18n/locales.ts). */
  locale: Locale;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /**
   * Asking it about a session is a call to another service, which limits how often it may be
   * called: such calls are rationed per session (lib/shop/checkout/status.ts).
   */
  readonly remote: boolean;
  createSession(input: CreateSessionInput): Promise<ProviderSession>;
  /** The session as the provider knows it now; null when it has no such session. */
  retrieveSession(id: string): Promise<ProviderSession | null>;
}

/** Ids of both providers are letters, digits and underscores (Stripe: `cs_test_...`). */
const SESSION_ID_PATTERN = /^[A-Za-z0-9_]{1,255}$/;

export const isSessionId = (value: string): boolean => SESSION_ID_PATTERN.test(value);

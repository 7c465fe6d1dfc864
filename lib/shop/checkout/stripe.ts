import 'server-only';
import Stripe from 'stripe';
import { LOCALE_TAGS } from '@/i18n/locales';
import { HttpError } from '@/lib/http/responses';
import type { CreateSessionInput, PaymentProvider, PaymentStatus, ProviderSession, SessionStatus } from './provider';
import { stripeSaleFigures } from './stripe-sale';
import { withdrawalConsentGiven } from './withdrawal';

export interface StripeConnection {
  secretKey: string;
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  maxNetworkRetries?: number;
}

// Stripe's messages may name internals: the client learns only which side failed, the log the rest.
const UNAVAILABLE = 'Payment provider unavailable';
const PROVIDER_ERROR = 'Payment provider error';

export function toHttpError(error: unknown): unknown {
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  console.error(`[payments] Stripe ${error.type}${error.statusCode ? ` (${error.statusCode})` : ''}: ${error.message}`);
  const transient = error instanceof Stripe.errors.StripeConnectionError || error instanceof Stripe.errors.StripeRateLimitError;
  return transient ? new HttpError(503, UNAVAILABLE) : new HttpError(502, PROVIDER_ERROR);
}

const STATUSES: readonly SessionStatus[] = ['open', 'complete', 'expired'];
const PAYMENT_STATUSES: readonly PaymentStatus[] = ['paid', 'unpaid', 'no_payment_required'];

// Stripe may add values to these enums; an unknown one is read as "not finished, not paid".
const asStatus = (value: string | null): SessionStatus => STATUSES.find((status) => status === value) ?? 'open';
const asPaymentStatus = (value: string): PaymentStatus => PAYMENT_STATUSES.find((status) => status === value) ?? 'unpaid';

export function fromStripeSession(session: Stripe.Checkout.Session): ProviderSession {
  return {
    id: session.id,
    url: session.url,
    status: asStatus(session.status),
    paymentStatus: asPaymentStatus(session.payment_status),
    amountTotal: session.amount_total ?? 0,
    currency: session.currency ?? 'usd',
    expiresAt: new Date(session.expires_at * 1000),
    customerEmail: session.customer_details?.email ?? session.customer_email ?? null,
    paymentIntentId: typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null),
    sale: stripeSaleFigures(session),
  };
}

/** Stripe's tax code for templates and downloads: electronically supplied services. */
const TAX_CODE = 'txcd_10000000';

function sessionParams({
  product,
  amount,
  currency,
  successUrl,
  cancelUrl,
  locale,
  tax,
}: CreateSessionInput): Stripe.Checkout.SessionCreateParams {
  return {
    mode: 'payment',
    line_items: [
      {
        price_data: {
          currency,
          unit_amount: amount,
          tax_behavior: tax.pricesIncludeVat ? 'inclusive' : 'exclusive',
          product_data: { name: product.title, tax_code: TAX_CODE },
        },
        quantity: 1,
      },
    ],
    // Stripe Tax by the billing address, a business's VAT number (reverse charge), and an invoice as
    // the VAT document, all while the studio is VAT-registered (docs/shop.md#vat).
    billing_address_collection: 'required',
    automatic_tax: { enabled: tax.vatRegistered },
    tax_id_collection: { enabled: tax.vatRegistered },
    invoice_creation: { enabled: tax.vatRegistered },
    success_url: successUrl,
    cancel_url: cancelUrl,
    locale: LOCALE_TAGS[locale].checkout,
    metadata: { product_id: product.id, product_title: product.title },
    custom_text: { submit: { message: withdrawalConsentGiven(locale) } },
  };
}

export function createStripeProvider({ secretKey, ...connection }: StripeConnection): PaymentProvider {
  const stripe = new Stripe(secretKey, { ...connection, timeout: 20_000 });
  return {
    name: 'stripe',
    remote: true,
    async createSession(input) {
      try {
        return fromStripeSession(await stripe.checkout.sessions.create(sessionParams(input)));
      } catch (error) {
        throw toHttpError(error);
      }
    },
    async retrieveSession(id) {
      try {
        return fromStripeSession(await stripe.checkout.sessions.retrieve(id, { expand: ['total_details.breakdown'] }));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return null;
        throw toHttpError(error);
      }
    },
  };
}

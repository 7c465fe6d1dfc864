import 'server-only';
import Stripe from 'stripe';
import { LOCALE_TAGS } from '@/i18n/locales';
import { HttpError } from '@/lib/http/responses';
import type { CreateSessionInput, PaymentProvider, PaymentStatus, ProviderSession, SessionDiscount, SessionStatus } from './provider';
import { stripeBudget } from './stripe-budget';
import { stripeSaleFigures } from './stripe-sale';
import { withdrawalConsentGiven } from './withdrawal';
import { log } from '@/lib/log/logger.mjs';
import { inSpan, SpanKind } from '@/lib/tracing/spans.mjs';

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
  log.error({ area: 'payments', stripe_error: error.type, status: error.statusCode, reason: error.message }, 'Stripe refused or failed');
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

/**
 * How long a Stripe checkout holding a discount code stays open: Stripe's shortest (30 minutes from
 * its own creation time) and a minute more, so a clock a few seconds apart from Stripe's is never
 * refused. The demo checkout holds a code 15 minutes (discounts/hold.ts HOLD_MINUTES).
 */
const DISCOUNTED_SESSION_SECONDS = 31 * 60;

/** Stripe's tax code for templates and downloads: electronically supplied services. */
const TAX_CODE = 'txcd_10000000';

// A discount code becomes a Stripe coupon, named so that each is made once and found again by any
// instance: `studio-<code id>` for a percent, `studio-<code id>-<currency>-<amount>` for an amount
// (an amount code's value per currency, or a percent cut to the smallest charge). Stripe takes the
// coupon off the listed price, so the line item carries the price before the discount.
export const couponId = (currency: string, { codeId, percentOff, amountOff }: SessionDiscount) =>
  percentOff !== null ? `studio-${codeId}` : `studio-${codeId}-${currency}-${amountOff}`;

/** Coupons this process knows exist: one create call per coupon and process at most. */
const knownCoupons = new Set<string>();

async function ensureCoupon(stripe: Stripe, currency: string, discount: SessionDiscount): Promise<string> {
  const id = couponId(currency, discount);
  if (knownCoupons.has(id)) return id;
  const value = discount.percentOff !== null ? { percent_off: discount.percentOff } : { amount_off: discount.amountOff, currency };
  try {
    await stripeBudget.spend();
    await stripe.coupons.create({ id, duration: 'once', name: discount.code, ...value });
  } catch (error) {
    // Made earlier, by this instance before a restart or by another one.
    if (!(error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_already_exists')) throw error;
  }
  knownCoupons.add(id);
  return id;
}

function sessionParams(
  { product, amount, currency, successUrl, cancelUrl, locale, tax, discount }: CreateSessionInput,
  coupon: string | null,
): Stripe.Checkout.SessionCreateParams {
  return {
    mode: 'payment',
    // A code's use is held while its session may be paid: Stripe's shortest time, not its default day.
    ...(coupon ? { discounts: [{ coupon }], expires_at: Math.floor(Date.now() / 1000) + DISCOUNTED_SESSION_SECONDS } : {}),
    line_items: [
      {
        price_data: {
          currency,
          unit_amount: amount + (discount?.amountOff ?? 0),
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

// Every call below is made for an anonymous client: each is taken from the site-wide budget first
// (stripe-budget.ts), which answers 503 with Retry-After once this second's is spent.
// With tracing on, each call is a span of the request that made it (docs/operations.md#traces).
const stripeCall = <T>(operation: string, run: () => Promise<T>) =>
  inSpan(`stripe ${operation}`, { kind: SpanKind.CLIENT, attributes: { 'peer.service': 'stripe', 'rpc.method': operation } }, run);

export function createStripeProvider({ secretKey, ...connection }: StripeConnection): PaymentProvider {
  const stripe = new Stripe(secretKey, { ...connection, timeout: 20_000 });
  return {
    name: 'stripe',
    remote: true,
    createSession: (input) => stripeCall('checkout.sessions.create', () => createSession(stripe, input)),
    retrieveSession: (id) => stripeCall('checkout.sessions.retrieve', () => retrieveSession(stripe, id)),
    expireSession: (id) => stripeCall('checkout.sessions.expire', () => expireSession(stripe, id)),
  };
}

async function createSession(stripe: Stripe, input: CreateSessionInput) {
  try {
    const coupon = input.discount ? await ensureCoupon(stripe, input.currency, input.discount) : null;
    await stripeBudget.spend();
    return fromStripeSession(await stripe.checkout.sessions.create(sessionParams(input, coupon)));
  } catch (error) {
    throw toHttpError(error);
  }
}

async function retrieveSession(stripe: Stripe, id: string) {
  try {
    await stripeBudget.spend();
    return fromStripeSession(await stripe.checkout.sessions.retrieve(id, { expand: ['total_details.breakdown'] }));
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return null;
    throw toHttpError(error);
  }
}

async function expireSession(stripe: Stripe, id: string) {
  try {
    await stripeBudget.spend();
    return fromStripeSession(await stripe.checkout.sessions.expire(id));
  } catch (error) {
    // Not open any more (paid meanwhile, already expired, unknown): its webhook says which.
    if (error instanceof Stripe.errors.StripeInvalidRequestError) return null;
    throw toHttpError(error);
  }
}

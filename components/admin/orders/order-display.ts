import type { Locale } from '@/i18n/routing';
import { dateTimeFormat, numberFormat } from '@/lib/admin/intl-formatters';
import { formatPaid } from '@/lib/shop/money';
import type { AdminOrder, Money, MonthTotal, StripeMode } from '@/lib/shop/orders/admin-types';

// How the Orders section and the dashboard write money, dates and months: in the admin's language,
// in UTC (the filters' days are UTC days too).

/** The shop sells in dollars (digital_products.currency): "nothing yet" is written in them. */
const SHOP_CURRENCY = 'usd';

/** "$34.00". */
export const money = (cents: number, currency: string, locale: Locale) => formatPaid(cents, currency, locale);

/**
 * "$340.00", "kr 299.00 · $340.00" for amounts in several currencies (side by side: a "+" would
 * read as a sum of kroner and dollars), "$0.00" for none.
 */
export const moneyList = (amounts: readonly Money[], locale: Locale) =>
  amounts.length === 0
    ? money(0, SHOP_CURRENCY, locale)
    : amounts.map((amount) => money(amount.amount_cents, amount.currency, locale)).join(' · ');

const DATE_TIME = { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' } as const;
const DATE = { dateStyle: 'medium', timeZone: 'UTC' } as const;
const CLOCK = { timeStyle: 'short', timeZone: 'UTC' } as const;
const MONTH_SHORT = { month: 'short', timeZone: 'UTC' } as const;
const MONTH_LONG = { month: 'long', year: 'numeric', timeZone: 'UTC' } as const;

/** "Mar 4, 2025, 10:11 AM UTC". */
export const orderTime = (iso: string, locale: Locale) => `${dateTimeFormat(locale, DATE_TIME).format(new Date(iso))} UTC`;
/** "Mar 4, 2025" (UTC). */
export const orderDate = (iso: string, locale: Locale) => dateTimeFormat(locale, DATE).format(new Date(iso));
/** "10:11 AM UTC". */
export const orderClock = (iso: string, locale: Locale) => `${dateTimeFormat(locale, CLOCK).format(new Date(iso))} UTC`;

/** How an order is named in its menu and questions: its product, day and amount. */
export const orderNames = (order: Pick<AdminOrder, 'product_title' | 'created_at' | 'amount_cents' | 'currency'>, locale: Locale) => ({
  product: order.product_title,
  date: orderDate(order.created_at, locale),
  amount: money(order.amount_cents, order.currency, locale),
});

/** A whole calendar day written YYYY-MM-DD (2025-02-30 is not one). */
export function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const monthDate = (month: string) => new Date(`${month}-01T00:00:00Z`);
/** "Mar" of "2025-03". */
export const monthShort = (month: string, locale: Locale) => dateTimeFormat(locale, MONTH_SHORT).format(monthDate(month));
/** "March 2025" of "2025-03". */
export const monthLong = (month: string, locale: Locale) => dateTimeFormat(locale, MONTH_LONG).format(monthDate(month));

/** "2025-01", "2024-12", … : `count` months back from `latest`, newest first. */
export function monthsBack(latest: string, count: number): string[] {
  const [year, month] = latest.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, index) => new Date(Date.UTC(year, month - 1 - index, 1)).toISOString().slice(0, 7));
}

const PERCENT = { style: 'percent', maximumFractionDigits: 2 } as const;
/** "25%", "25.5%" of a VAT rate in percent. */
export const vatRate = (percent: number, locale: Locale) => numberFormat(locale, PERCENT).format(percent / 100);

/** Stripe's page of the payment, in the dashboard the site's key belongs to; null without a payment intent. */
export function stripePaymentUrl(order: Pick<AdminOrder, 'provider' | 'payment_intent_id'>, mode: StripeMode): string | null {
  if (order.provider !== 'stripe' || !order.payment_intent_id) return null;
  return `https://dashboard.stripe.com/${mode === 'test' ? 'test/' : ''}payments/${encodeURIComponent(order.payment_intent_id)}`;
}

/** Only a paid demo order is marked refunded here: Stripe's refunds are made in Stripe and come back by webhook. */
export const mayMarkRefunded = (order: Pick<AdminOrder, 'provider' | 'status'>) => order.provider === 'demo' && order.status === 'paid';

/** A receipt can be resent to a paid order's buyer. */
export const mayResendReceipt = (order: Pick<AdminOrder, 'customer_email' | 'status'>) =>
  Boolean(order.customer_email) && order.status === 'paid';

/** The months' revenue added up per currency. */
export function sumRevenue(months: readonly MonthTotal[]): Money[] {
  const byCurrency = new Map<string, number>();
  for (const { revenue } of months)
    for (const amount of revenue) byCurrency.set(amount.currency, (byCurrency.get(amount.currency) ?? 0) + amount.amount_cents);
  return [...byCurrency].sort(([a], [b]) => a.localeCompare(b)).map(([currency, amount_cents]) => ({ currency, amount_cents }));
}

/**
 * The currency the chart draws and each month's amount in it: the currency sold in the most months
 * (comparing amounts would weigh øre against cents), on a tie the shop's own, then A–Z.
 */
export function chartSeries(months: readonly MonthTotal[]): { currency: string; amounts: number[] } {
  const monthsWith = (currency: string) => months.filter((month) => month.revenue.some((amount) => amount.currency === currency)).length;
  const rank = (currency: string) => [-monthsWith(currency), currency === SHOP_CURRENCY ? 0 : 1] as const;
  const currency =
    sumRevenue(months)
      .map((amount) => amount.currency)
      .sort((a, b) => rank(a)[0] - rank(b)[0] || rank(a)[1] - rank(b)[1] || a.localeCompare(b))[0] ?? SHOP_CURRENCY;
  return { currency, amounts: months.map((month) => month.revenue.find((amount) => amount.currency === currency)?.amount_cents ?? 0) };
}

import {
  chartSeries,
  mayMarkRefunded,
  mayResendReceipt,
  moneyList,
  monthLong,
  monthShort,
  orderDate,
  orderTime,
  stripePaymentUrl,
  sumRevenue,
  vatRate,
} from '@/components/admin/orders/order-display';
import { LOCALE_TAGS } from '@/i18n/locales';
import type { MonthTotal } from '@/lib/shop/orders/admin-types';

// How the Orders section writes its figures, and which actions and links an order gets.

const month = (key: string, count: number, revenue: [number, string][] = []): MonthTotal => ({
  month: key,
  count,
  revenue: revenue.map(([amount_cents, currency]) => ({ amount_cents, currency })),
});

describe('Stripe links', () => {
  it('goes to the payment in the live or the test dashboard', () => {
    const order = { provider: 'stripe', payment_intent_id: 'pi_3Abc' };
    expect(stripePaymentUrl(order, 'live')).toBe('https://dashboard.stripe.com/payments/pi_3Abc');
    expect(stripePaymentUrl(order, 'test')).toBe('https://dashboard.stripe.com/test/payments/pi_3Abc');
  });

  it('gives no link without a payment intent, or for a demo order', () => {
    expect(stripePaymentUrl({ provider: 'stripe', payment_intent_id: null }, 'live')).toBeNull();
    expect(stripePaymentUrl({ provider: 'demo', payment_intent_id: 'pi_1' }, 'test')).toBeNull();
  });

  it('keeps an odd stored id inside the path', () => {
    expect(stripePaymentUrl({ provider: 'stripe', payment_intent_id: '../../x?y' }, 'live')).toBe(
      'https://dashboard.stripe.com/payments/..%2F..%2Fx%3Fy',
    );
  });
});

describe('actions of an order', () => {
  it('marks only paid demo orders refunded', () => {
    expect(mayMarkRefunded({ provider: 'demo', status: 'paid' })).toBe(true);
    expect(mayMarkRefunded({ provider: 'demo', status: 'refunded' })).toBe(false);
    expect(mayMarkRefunded({ provider: 'stripe', status: 'paid' })).toBe(false);
  });

  it('resends a receipt of a paid order with an address', () => {
    expect(mayResendReceipt({ customer_email: 'kari@example.no', status: 'paid' })).toBe(true);
    expect(mayResendReceipt({ customer_email: null, status: 'paid' })).toBe(false);
    expect(mayResendReceipt({ customer_email: 'kari@example.no', status: 'refunded' })).toBe(false);
  });
});

describe('money, dates and months', () => {
  it('writes amounts in English, several currencies side by side, none as $0.00', () => {
    expect(moneyList([{ amount_cents: 123450, currency: 'usd' }], 'en')).toBe('$1,234.50');
    expect(
      moneyList(
        [
          { amount_cents: 29900, currency: 'nok' },
          { amount_cents: 3400, currency: 'usd' },
        ],
        'en',
      ),
    ).toBe('kr\u00a0299.00 · $34.00');
    expect(moneyList([], 'en')).toBe('$0.00');
  });

  it('writes times and months in UTC', () => {
    expect(orderTime('2025-03-31T23:30:00.000Z', 'en')).toBe('Mar 31, 2025, 11:30 PM UTC');
    expect(monthShort('2025-01', 'en')).toBe('Jan');
    expect(monthLong('2024-12', 'en')).toBe('December 2024');
    expect(vatRate(25.5, 'en')).toBe('25.5%');
  });

  it('writes them in Norwegian for the Norwegian admin, still in UTC', () => {
    const norwegian = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(LOCALE_TAGS.no.intl, { ...options, timeZone: 'UTC' }).format(new Date('2025-03-31T23:30:00.000Z'));
    // «31. mars 2025», not the 1 April it already is in Oslo.
    expect(orderDate('2025-03-31T23:30:00.000Z', 'no')).toBe(norwegian({ dateStyle: 'medium' }));
    expect(orderDate('2025-03-31T23:30:00.000Z', 'no')).toMatch(/^31\. mars 2025$/);
    expect(orderTime('2025-03-31T23:30:00.000Z', 'no')).toBe(`${norwegian({ dateStyle: 'medium', timeStyle: 'short' })} UTC`);
    expect(monthLong('2024-12', 'no')).toBe('desember 2024');
    expect(vatRate(25.5, 'no')).toBe(
      new Intl.NumberFormat(LOCALE_TAGS.no.intl, { style: 'percent', maximumFractionDigits: 2 }).format(0.255),
    );
  });
});

describe('the chart', () => {
  it('draws the currency sold in the most months, zero where a month has none of it', () => {
    const months = [
      month('2025-01', 1, [[3400, 'usd']]),
      month('2025-02', 0),
      month('2025-03', 2, [
        [1000, 'nok'],
        [6800, 'usd'],
      ]),
    ];
    expect(chartSeries(months)).toEqual({ currency: 'usd', amounts: [3400, 0, 6800] });
    // More kroner than dollars as numbers, but sold in fewer months: still dollars.
    const krone = [month('2025-01', 1, [[3400, 'usd']]), month('2025-02', 1, [[990000, 'nok']]), month('2025-03', 1, [[5000, 'usd']])];
    expect(chartSeries(krone).currency).toBe('usd');
    // A tie: the shop's own currency.
    expect(
      chartSeries([
        month('2025-01', 2, [
          [990000, 'nok'],
          [100, 'usd'],
        ]),
      ]).currency,
    ).toBe('usd');
    expect(chartSeries([month('2025-01', 1, [[100, 'nok']]), month('2025-02', 1, [[100, 'nok']])])).toEqual({
      currency: 'nok',
      amounts: [100, 100],
    });
    expect(sumRevenue(months)).toEqual([
      { currency: 'nok', amount_cents: 1000 },
      { currency: 'usd', amount_cents: 10200 },
    ]);
  });

  it('draws dollars when nothing was sold', () => {
    expect(chartSeries([month('2025-01', 0), month('2025-02', 0)])).toEqual({ currency: 'usd', amounts: [0, 0] });
  });
});

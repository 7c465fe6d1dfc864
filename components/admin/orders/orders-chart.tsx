'use client';

import { useTranslations } from 'next-intl';
import type { MonthTotal } from '@/lib/shop/orders/admin-types';
import { useAdminLocale } from '@/components/admin/ui/use-admin-locale';
import { chartSeries, monthLong, monthShort, moneyList, sumRevenue } from './order-display';

interface OrdersChartProps {
  /** The last 12 months, oldest first. */
  totals: MonthTotal[];
  /** The product the totals are limited to, or null for the whole shop. */
  productTitle: string | null;
}

/**
 * Paid orders per month as bars of revenue with the count above each, this month's and the
 * year's sums beside them. The bars are drawn for the eye; screen readers get the same figures
 * as a table.
 */
export function OrdersChart({ totals, productTitle }: OrdersChartProps) {
  const t = useTranslations('AdminOrders');
  const locale = useAdminLocale();
  const { currency, amounts } = chartSeries(totals);
  const severalCurrencies = sumRevenue(totals).length > 1;
  const highest = Math.max(...amounts);
  const thisMonth = totals.at(-1);
  const yearCount = totals.reduce((sum, month) => sum + month.count, 0);
  const caption = productTitle ? t('chart.productCaption', { product: productTitle }) : t('chart.caption');

  return (
    <section aria-labelledby="orders-chart-heading" className="relative rounded-3xl bg-white p-5 shadow-sm ring-1 ring-plum/5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-x-8 gap-y-4">
        <div className="min-w-0">
          <h2 id="orders-chart-heading" className="text-xl sm:text-2xl">
            {t('chart.heading')}
          </h2>
          <p className="mt-1 text-sm text-muted">{caption}</p>
        </div>
        <dl className="flex gap-6 sm:gap-10">
          {thisMonth && (
            <Figure
              label={t('chart.thisMonth')}
              value={moneyList(thisMonth.revenue, locale)}
              note={t('chart.orders', { count: thisMonth.count })}
            />
          )}
          <Figure label={t('chart.year')} value={moneyList(sumRevenue(totals), locale)} note={t('chart.orders', { count: yearCount })} />
        </dl>
      </div>

      {/* Twelve empty bars read as a chart that failed to load: with no sale it says so instead. */}
      {yearCount === 0 && (
        <p data-testid="orders-chart-empty" className="mt-6 text-sm text-muted">
          {productTitle ? t('chart.productEmpty', { product: productTitle }) : t('chart.empty')}
        </p>
      )}
      <div aria-hidden="true" className={yearCount === 0 ? 'hidden' : 'mt-6'}>
        <div className="grid h-36 grid-cols-12 items-end gap-1.5 border-b border-plum/10 sm:h-44 sm:gap-3">
          {totals.map((month, index) => {
            const share = highest > 0 ? amounts[index]! / highest : 0;
            const current = index === totals.length - 1;
            return (
              <div
                key={month.month}
                title={t('chart.barTitle', {
                  month: monthLong(month.month, locale),
                  revenue: moneyList(month.revenue, locale),
                  count: month.count,
                })}
                className="flex h-full flex-col items-center justify-end gap-1"
              >
                <span className="text-[0.65rem] font-semibold tabular-nums text-muted sm:text-xs">
                  {month.count > 0 ? month.count : ''}
                </span>
                <span
                  data-testid="orders-chart-bar"
                  className={`w-full max-w-12 rounded-t-md sm:rounded-t-lg ${month.count === 0 ? 'min-h-px bg-plum/10' : current ? 'min-h-1 bg-rose-deep' : 'min-h-1 bg-petal'}`}
                  style={{ height: `${Math.round(share * 100)}%` }}
                />
              </div>
            );
          })}
        </div>
        <div className="mt-2 grid grid-cols-12 gap-1.5 text-center text-[0.65rem] text-muted sm:gap-3 sm:text-xs">
          {totals.map((month, index) => (
            <span key={month.month} className={index === totals.length - 1 ? 'font-semibold text-plum' : undefined}>
              {monthShort(month.month, locale)}
            </span>
          ))}
        </div>
      </div>

      {/* Bars of kroner and dollars on one scale would compare unlike amounts: they draw one currency. */}
      {severalCurrencies && <p className="mt-2 text-xs text-muted">{t('chart.barsIn', { currency: currency.toUpperCase() })}</p>}

      {/* In a hidden box: a table is never narrower than its text, so it cannot be made 1px wide itself. */}
      <div className="sr-only">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t('chart.month')}</th>
              <th scope="col">{t('chart.count')}</th>
              <th scope="col">{t('chart.revenue')}</th>
            </tr>
          </thead>
          <tbody>
            {totals.map((month) => (
              <tr key={month.month}>
                <th scope="row">{monthLong(month.month, locale)}</th>
                <td>{month.count}</td>
                <td>{moneyList(month.revenue, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function Figure({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-widest text-rose-deep">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tabular-nums lining-nums tracking-tight text-plum">{value}</dd>
      <dd className="text-xs text-muted">{note}</dd>
    </div>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { getVatSummary, vatSummaryExportUrl } from '@/lib/api/admin-orders';
import { countryName } from '@/lib/shop/orders/admin-country';
import type { VatFigures, VatSummary } from '@/lib/shop/orders/admin-types';
import { useAdminData } from '@/components/admin/shell/use-admin-data';
import { ExportLink } from '@/components/admin/ui/export-link';
import { inputClass, labelClass, secondaryButtonClass } from '@/components/admin/ui/field-styles';
import { Loaded } from '@/components/admin/ui/loaded';
import { useAdminLocale } from '@/components/admin/ui/use-admin-locale';
import { money, monthLong, monthsBack, vatRate } from './order-display';

/** The months the picker offers: two years, back from the current one. */
const MONTHS_OFFERED = 24;

const th = 'px-3 py-2.5 text-right text-xs font-semibold uppercase tracking-wider text-muted first:pl-0 first:text-left';
const td = 'px-3 py-2.5 text-right tabular-nums lining-nums whitespace-nowrap last:font-semibold last:text-plum';
const vatSummaryKey = (month: string | null) => `/api/admin/orders/vat-summary${month ? `?month=${month}` : ''}`;

/**
 * The month's VAT as an OSS return has it (per country, rate and currency, refunds counted in),
 * with its CSV for the accountant. Closed until asked for: it is read once a month, so the
 * Orders screen does not fetch it at every visit.
 */
export function VatSummaryPanel() {
  const t = useTranslations('AdminOrders.vat');
  const locale = useAdminLocale();
  const [open, setOpen] = useState(false);
  // null: the current month, which only the server knows (a month of the studio's zone).
  const [month, setMonth] = useState<string | null>(null);
  const [current, setCurrent] = useState<string | null>(null);
  const summary = useAdminData(open ? vatSummaryKey(month) : null, () => getVatSummary(month), 'the VAT summary', {
    keepPreviousData: true,
    onSuccess: (answer) => setCurrent((known) => known ?? answer.month),
  });
  const shown = month ?? current;

  return (
    <section aria-labelledby="vat-summary-heading" className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-plum/5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 flex-1 basis-64">
          <h2 id="vat-summary-heading" className="text-xl sm:text-2xl">
            {t('heading')}
          </h2>
          <p className="mt-1 max-w-2xl text-sm text-muted">{t('lead')}</p>
        </div>
        <button
          type="button"
          aria-expanded={open}
          aria-controls="vat-summary-body"
          onClick={() => setOpen(!open)}
          className={secondaryButtonClass}
        >
          {open ? t('hide') : t('show')}
        </button>
      </div>
      {open && (
        <div id="vat-summary-body" className="mt-5">
          <div className="flex flex-wrap items-end gap-3">
            <div className="min-w-0">
              <label htmlFor="vat-summary-month" className={labelClass}>
                {t('month')}
              </label>
              <select
                id="vat-summary-month"
                value={shown ?? ''}
                disabled={!current}
                onChange={(event) => setMonth(event.target.value)}
                className={`${inputClass} h-12 py-2.5`}
              >
                {current ? (
                  monthsBack(current, MONTHS_OFFERED).map((option) => (
                    <option key={option} value={option}>
                      {monthLong(option, locale)}
                    </option>
                  ))
                ) : (
                  <option value="">{t('loading')}</option>
                )}
              </select>
            </div>
            <ExportLink
              href={shown ? vatSummaryExportUrl(shown, 'csv') : undefined}
              label={t('download')}
              accessibleName={shown ? t('downloadLabel', { month: monthLong(shown, locale) }) : undefined}
            />
            <ExportLink
              href={shown ? vatSummaryExportUrl(shown, 'xlsx') : undefined}
              label={t('downloadXlsx')}
              accessibleName={shown ? t('downloadXlsxLabel', { month: monthLong(shown, locale) }) : undefined}
            />
          </div>
          <Loaded state={summary} namespace="AdminOrders.vat">
            {(data) => <VatTable summary={data} />}
          </Loaded>
        </div>
      )}
    </section>
  );
}

function VatTable({ summary }: { summary: VatSummary }) {
  const t = useTranslations('AdminOrders.vat');
  const locale = useAdminLocale();
  const month = monthLong(summary.month, locale);
  if (summary.rows.length === 0) return <p className="mt-5 text-sm text-muted">{t('empty', { month })}</p>;
  // A row's and a currency's total end alike: sales, refunds, and the net, VAT and total amounts.
  const figures = (line: VatFigures) =>
    [line.sales, line.refunds, line.amount_subtotal, line.amount_tax, line.amount_total].map((figure, index) => (
      <td key={index} className={td}>
        {index < 2 ? figure : money(figure, line.currency, locale)}
      </td>
    ));
  return (
    <>
      {/* Eight columns do not fit a phone: the table scrolls sideways inside its box, the page does
          not; the box takes focus so a keyboard can scroll it too (WCAG 2.1.1). */}
      <div
        role="region"
        aria-label={t('caption', { month })}
        tabIndex={0}
        className="mt-5 overflow-x-auto rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-rose-deep"
      >
        <table className="w-full text-sm" data-testid="vat-summary-table">
          <caption className="sr-only">{t('caption', { month })}</caption>
          <thead className="border-b border-plum/10">
            <tr>
              {(['country', 'rate', 'currency', 'sales', 'refunds', 'net', 'vat', 'total'] as const).map((column) => (
                <th key={column} scope="col" className={th}>
                  {t(`columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-plum/5">
            {summary.rows.map((row) => (
              <tr key={`${row.country}-${row.tax_rate}-${row.currency}-${row.reverse_charge}`}>
                <th scope="row" className="py-2.5 pr-3 text-left font-normal">
                  <span className="block text-ink">{row.country ? countryName(row.country, locale) : t('noCountry')}</span>
                  {row.reverse_charge && <span className="block text-xs text-muted">{t('reverseCharge')}</span>}
                </th>
                <td className={td}>{vatRate(row.tax_rate, locale)}</td>
                <td className={td}>{row.currency.toUpperCase()}</td>
                {figures(row)}
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t-2 border-plum/15">
            {summary.totals.map((total) => (
              <tr key={total.currency} data-testid="vat-summary-total" className="font-semibold text-plum">
                <th scope="row" colSpan={3} className="py-2.5 pr-3 text-left">
                  {t('total', { currency: total.currency.toUpperCase() })}
                </th>
                {figures(total)}
              </tr>
            ))}
          </tfoot>
        </table>
      </div>
      <p className="mt-3 text-xs text-muted">{t('note', { zone: summary.time_zone })}</p>
    </>
  );
}

import 'server-only';
import { toCsv } from '@/lib/csv';
import { decimalAmount, yesNo } from './admin-csv'; // not a locale
import { countryName } from './admin-country';
import type { VatSummary } from './admin-types';

// The VAT summary for the accountant: one line per country, rate and currency, refunds of the
// month already subtracted (their count in Refunds). No totals line: a sum column stays a sum.

const HEADER = [
  'Month',
  'Country',
  'Country name',
  'VAT rate (%)',
  'Reverse charge',
  'Currency',
  'Sales',
  'Refunds',
  'Net',
  'VAT',
  'Total',
] as const;

export function vatSummaryCsv(summary: VatSummary): string {
  return toCsv(
    HEADER,
    summary.rows.map((row) => [
      summary.month,
      row.country,
      row.country && countryName(row.country),
      row.tax_rate,
      yesNo(row.reverse_charge),
      row.currency.toUpperCase(),
      row.sales,
      row.refunds,
      decimalAmount(row.amount_subtotal),
      decimalAmount(row.amount_tax),
      decimalAmount(row.amount_total),
    ]),
  );
}

export const vatSummaryCsvName = (month: string) => `vat-summary-${month}.csv`;

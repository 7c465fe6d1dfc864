import { LOCALE_TAGS } from '@/i18n/locales';
import type { Locale } from '@/i18n/routing';
import { formatPaid } from '@/lib/shop/money';

// The figures of a sales document and the rows they make: one definition for the receipt PDF, the
// credit note, the receipt e-mail and the receipt page (which runs in the browser: no server code).

/** Minor units of `currency`; a credit note's amounts are negative. */
export interface DocumentFigures {
  currency: string;
  /** Net, without VAT, after any discount. */
  subtotal: number;
  /** What a discount code took off the listed price (0 without one). */
  discount: number;
  discountCode: string | null;
  tax: number;
  /** Percent: 25, 25.5. */
  taxRate: number;
  /** An EU business with a VAT number: no VAT charged, the buyer accounts for it. */
  reverseCharge: boolean;
  total: number;
}

/** What the receipt page shows of the receipt (the payment status answer's `receipt`). */
export interface ReceiptSummary extends DocumentFigures {
  number: number | null;
}

/** The document's words, in its language (the SalesDocument messages). */
export interface FigureLabels {
  discount: string;
  net: string;
  vat: string;
  reverseCharge: string;
  total: string;
}

export type FigureRow =
  | { kind: 'amount'; key: 'discount' | 'net' | 'vat' | 'total'; label: string; value: string }
  | { kind: 'note'; key: 'reverseCharge'; text: string };

/** "25%" / "25 %", "25.5%" / "25,5 %": the language's own way. */
export function formatRate(rate: number, locale: Locale): string {
  return new Intl.NumberFormat(LOCALE_TAGS[locale].intl, { style: 'percent', maximumFractionDigits: 2 }).format(rate / 100);
}

/**
 * Discount (with its code), net, VAT at its rate, total. A reverse-charged sale states so instead
 * of a VAT row, as the VAT Directive (article 226 no. 11a) asks of its invoice.
 */
export function figureRows(figures: DocumentFigures, labels: FigureLabels, locale: Locale): FigureRow[] {
  const money = (amount: number) => formatPaid(amount, figures.currency, locale);
  const rows: FigureRow[] = [];
  if (figures.discount > 0) {
    const label = figures.discountCode ? `${labels.discount} (${figures.discountCode})` : labels.discount;
    rows.push({ kind: 'amount', key: 'discount', label, value: money(-figures.discount) });
  }
  rows.push({ kind: 'amount', key: 'net', label: labels.net, value: money(figures.subtotal) });
  if (figures.reverseCharge) rows.push({ kind: 'note', key: 'reverseCharge', text: labels.reverseCharge });
  else rows.push({ kind: 'amount', key: 'vat', label: `${labels.vat} ${formatRate(figures.taxRate, locale)}`, value: money(figures.tax) });
  rows.push({ kind: 'amount', key: 'total', label: labels.total, value: money(figures.total) });
  return rows;
}

import type { Locale } from '@/i18n/routing';
import { figureRows, type FigureLabels, type ReceiptSummary } from '@/lib/shop/documents/summary';

export interface ReceiptSummaryLabels extends FigureLabels {
  receiptNumber: string;
  downloadReceipt: string;
}

/**
 * The receipt in brief on the page the buyer returns to: its number and figures as its PDF has
 * them (lib/shop/documents/summary.ts), and the PDF itself by the checkout session's id.
 */
export function ReceiptSummaryView({
  receipt,
  labels,
  locale,
  pdfUrl,
}: {
  receipt: ReceiptSummary;
  labels: ReceiptSummaryLabels;
  locale: Locale;
  pdfUrl: string;
}) {
  const rows = figureRows(receipt, labels, locale);
  return (
    <div className="mt-4 rounded-2xl bg-cream px-6 py-5 text-left" data-testid="receipt-summary">
      <dl className="grid gap-2 text-sm">
        {receipt.number !== null && (
          <div className="flex items-baseline justify-between gap-4 border-b border-plum/10 pb-2">
            <dt className="text-xs font-semibold uppercase tracking-wider text-muted">{labels.receiptNumber}</dt>
            <dd className="font-semibold text-plum">{receipt.number}</dd>
          </div>
        )}
        {rows.map((row) =>
          row.kind === 'note' ? (
            <div key={row.key}>
              <dt className="sr-only">{labels.vat}</dt>
              <dd className="text-xs leading-relaxed text-muted">{row.text}</dd>
            </div>
          ) : (
            <div
              key={row.key}
              className={`flex items-baseline justify-between gap-4 ${row.key === 'total' ? 'border-t border-plum/10 pt-2 font-serif text-lg text-plum' : ''}`}
            >
              <dt className={row.key === 'total' ? '' : 'text-muted'}>{row.label}</dt>
              <dd className="tabular-nums">{row.value}</dd>
            </div>
          ),
        )}
      </dl>
      <a
        href={pdfUrl}
        download
        className="mt-3 inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-rose-deep underline-offset-4 hover:text-plum hover:underline"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-4 fill-none stroke-current"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M12 4v11m0 0l-4-4m4 4l4-4M5 20h14" />
        </svg>
        {labels.downloadReceipt}
      </a>
    </div>
  );
}

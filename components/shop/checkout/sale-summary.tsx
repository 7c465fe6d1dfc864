'use client';

import { vatBreakdown, type VatSeller } from '@/lib/shop/vat/compute';

export interface SaleSummaryLabels {
  price: string;
  /** "Discount ({code})", the code filled in here. */
  discount: string;
  net: string;
  vat: string;
  vatIncluded: string;
  vatNone: string;
  vatPending: string;
  total: string;
  reverseCharge: string;
  outsideVat: string;
}

/** What is being bought, as the checkout page hands it to the form. */
export interface DemoSale {
  /** The listed price and what a code took off it, minor units. */
  listed: number;
  discount: number;
  discountCode: string | null;
  currency: string;
  /** Intl tag of the page's language. */
  intl: string;
  seller: VatSeller;
}

interface SaleSummaryProps extends DemoSale {
  /** Null until the buyer picks one. */
  country: string | null;
  vatId: string | null;
  labels: SaleSummaryLabels;
}

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/**
 * Price, VAT and total as the server will charge them (the same lib/shop/vat computation), updated
 * as the buyer picks her country or gives a VAT number.
 */
export function SaleSummary({ listed, discount, discountCode, currency, intl, seller, country, vatId, labels }: SaleSummaryProps) {
  const money = new Intl.NumberFormat(intl, { style: 'currency', currency: currency.toUpperCase() });
  const format = (minor: number) => money.format(minor / 100);
  const percent = (rate: number) => new Intl.NumberFormat(intl, { style: 'percent', maximumFractionDigits: 1 }).format(rate / 100);
  const amount = listed - discount;
  const vat = country ? vatBreakdown(amount, seller, { country, vatId }) : null;
  const row = 'flex items-baseline justify-between gap-6 py-2.5';

  let vatLine: { label: string; value: string };
  if (!vat) vatLine = { label: labels.vatPending, value: '' };
  else if (vat.taxRate === 0) vatLine = { label: labels.vatNone, value: format(0) };
  else if (seller.pricesIncludeVat)
    vatLine = { label: fill(labels.vatIncluded, { rate: percent(vat.taxRate) }), value: format(vat.amountTax) };
  else vatLine = { label: fill(labels.vat, { rate: percent(vat.taxRate) }), value: format(vat.amountTax) };

  const note = vat?.reverseCharge ? labels.reverseCharge : vat && vat.taxRate === 0 && seller.vatRegistered ? labels.outsideVat : null;
  return (
    <div aria-live="polite" data-testid="sale-summary" className="mt-6">
      <dl className="divide-y divide-plum/10 border-y border-plum/10 text-sm">
        <div className={row}>
          <dt className="text-muted">{labels.price}</dt>
          <dd className="tabular-nums text-ink">{format(listed)}</dd>
        </div>
        {discount > 0 && (
          <div className={row}>
            <dt className="text-muted">{fill(labels.discount, { code: discountCode ?? '' })}</dt>
            <dd className="tabular-nums text-ink">−{format(discount)}</dd>
          </div>
        )}
        {vat && !seller.pricesIncludeVat && (
          <div className={row}>
            <dt className="text-muted">{labels.net}</dt>
            <dd className="tabular-nums text-ink">{format(vat.amountSubtotal)}</dd>
          </div>
        )}
        <div className={row}>
          <dt className="text-muted">{vatLine.label}</dt>
          <dd className="tabular-nums text-ink">{vatLine.value}</dd>
        </div>
        <div className="flex items-baseline justify-between gap-6 py-3 sm:py-4">
          <dt className="text-sm font-semibold text-plum">{labels.total}</dt>
          <dd className="font-serif text-2xl font-semibold text-plum tabular-nums">{format(vat?.amountTotal ?? amount)}</dd>
        </div>
      </dl>
      {note && <p className="mt-3 text-xs leading-relaxed text-muted">{note}</p>}
    </div>
  );
}

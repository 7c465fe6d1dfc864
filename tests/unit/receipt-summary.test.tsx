import { render, screen, within } from '@testing-library/react';
import type { AnchorHTMLAttributes } from 'react';
import { PaymentStateView, type PaymentViewLabels } from '@/components/shop/payment-state-view';
import { routing } from '@/i18n/routing';
import en from '@/messages/en.json';
import no from '@/messages/no.json';
import type { ReceiptSummary } from '@/lib/shop/documents/summary';

jest.mock('@/i18n/navigation', () => ({
  Link: ({ href, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a href={href} {...props} />,
}));

// The receipt page's summary of a paid purchase (docs/shop.md#receipt-pdf): the receipt's number,
// its figures as the PDF has them, and the PDF's link, in the page's language.

const MESSAGES = { en, no } as const;
const sale: ReceiptSummary = {
  number: 42,
  currency: 'nok',
  subtotal: 42480,
  discount: 5900,
  discountCode: 'VÅR10',
  tax: 10620,
  taxRate: 25,
  reverseCharge: false,
  total: 53100,
};

function labelsOf(locale: keyof typeof MESSAGES): PaymentViewLabels {
  const text = new Proxy({}, { get: (_, key) => String(key) }) as never;
  const { receiptNumber, discount, net, vat, reverseCharge, total, downloadReceipt } = MESSAGES[locale].SalesDocument;
  return { text, attempts: [], receipt: { receiptNumber, discount, net, vat, reverseCharge, total, downloadReceipt } };
}

const show = (locale: keyof typeof MESSAGES, receipt: ReceiptSummary) =>
  render(
    <PaymentStateView
      state={{ status: 'success', productTitle: 'Brand Kit', amountTotal: receipt.total, currency: receipt.currency, receipt }}
      labels={labelsOf(locale)}
      locale={locale}
      receiptUrl="/api/receipts/cs_demo_1"
    />,
  );

const squash = (text: string | null) => (text ?? '').replace(/\s+/g, ' ');

it.each(routing.locales)('shows the receipt number, discount, net, VAT and total, and links the PDF (%s)', (locale) => {
  show(locale, sale);
  const summary = screen.getByTestId('receipt-summary');
  const words = MESSAGES[locale].SalesDocument;
  expect(squash(summary.textContent)).toContain(`${words.receiptNumber}42`);
  expect(squash(summary.textContent)).toContain(`${words.discount} (VÅR10)`);
  expect(squash(summary.textContent)).toMatch(locale === 'no' ? /Mva\. 25 %106,20 kr/ : /VAT 25%kr 106\.20/);
  const link = within(summary).getByRole('link', { name: words.downloadReceipt });
  expect(link).toHaveAttribute('href', '/api/receipts/cs_demo_1');
  expect(link).toHaveAttribute('download');
});

it('states the reverse charge instead of a VAT row', () => {
  show('en', { ...sale, discount: 0, discountCode: null, tax: 0, taxRate: 0, reverseCharge: true, subtotal: 53100 });
  const summary = screen.getByTestId('receipt-summary');
  expect(summary).toHaveTextContent(en.SalesDocument.reverseCharge);
  expect(summary).not.toHaveTextContent(/VAT 0/);
  expect(summary).not.toHaveTextContent(en.SalesDocument.discount);
});

import { fireEvent, render, screen } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import { DemoCheckoutOpen } from '@/components/shop/checkout/demo-checkout-open';
import type { DemoCheckout } from '@/lib/shop/checkout/demo-checkout';
import en from '@/messages/en.json';
import no from '@/messages/no.json';

// The open test checkout for a visitor who may pay (anyone locally, the admin on a public site)
// and for one who may not: the latter is told why instead of getting a Pay button that fails.

jest.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: 'en' | 'no'; namespace: 'DemoCheckout' }) =>
    createTranslator({ locale, messages: locale === 'no' ? no : en, namespace }),
}));

const checkout = (locale: 'en' | 'no'): DemoCheckout => ({
  id: 'cs_demo_0123',
  locale,
  productId: 'p1',
  productTitle: 'Brand Kit',
  amountTotal: 2900,
  amountDiscount: 0,
  discountCode: null,
  currency: 'usd',
  state: 'open',
  successUrl: 'https://studio.example/digital-products/success?session_id=cs_demo_0123',
  cancelUrl: 'https://studio.example/digital-products/p1',
});

const seller = { vatRegistered: true, pricesIncludeVat: true };

describe('DemoCheckoutOpen', () => {
  it('offers Pay and Cancel to a visitor who may pay', async () => {
    render(await DemoCheckoutOpen({ checkout: checkout('en'), payable: true, seller }));
    expect(screen.getByRole('button', { name: 'Pay $29.00' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.queryByText('Payment is not possible here')).not.toBeInTheDocument();
  });

  it('shows the VAT of the country the buyer picks, and a reverse charge for an EU business with a VAT number', async () => {
    render(await DemoCheckoutOpen({ checkout: checkout('en'), payable: true, seller }));
    const summary = screen.getByTestId('sale-summary');
    expect(summary).toHaveTextContent('VAT follows your country');
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'DE' } });
    expect(summary).toHaveTextContent('incl. VAT 19%$4.63');
    expect(summary).toHaveTextContent('Total$29.00');
    fireEvent.change(screen.getByLabelText('EU VAT number'), { target: { value: 'DE123456788' } });
    expect(summary).toHaveTextContent('No VAT$0.00');
    expect(summary).toHaveTextContent('Reverse charge: VAT to be accounted for by the buyer');
  });

  it.each([
    ['en', 'Email address', 'Your receipt and download link are sent here.'],
    ['no', 'E-\u2060postadresse', 'Kvitteringen og nedlastingslenken sendes hit.'],
  ] as const)("asks (%s) for the buyer's e-mail as a required field of the Pay form", async (locale, label, hint) => {
    render(await DemoCheckoutOpen({ checkout: checkout(locale), payable: true, seller }));
    const field = screen.getByLabelText(label);
    expect(field).toHaveAttribute('type', 'email');
    expect(field).toBeRequired();
    expect(field).toHaveAttribute('maxlength', '254');
    expect(field).toHaveAttribute('autocomplete', 'email');
    expect(field).toHaveAccessibleDescription(hint);
    // Posted with the Pay form, which the field belongs to from outside it.
    const payForm = screen.getByRole('button', { name: /Pay|Betal/ }).closest('form')!;
    expect(payForm).toHaveAttribute('action', '/api/payments/demo/cs_demo_0123/pay');
    expect(payForm.elements.namedItem('email')).toBe(field);
  });

  it("shows the server's refusal of the address beside the field", async () => {
    render(await DemoCheckoutOpen({ checkout: checkout('no'), payable: true, seller, refused: 'email' }));
    const field = screen.getByLabelText('E-\u2060postadresse');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/Skriv inn en gyldig e-\u2060postadresse/);
  });

  it.each([
    ['en', 'Payment is not possible here', 'Cancel'],
    ['no', 'Betaling er ikke mulig her', 'Avbryt'],
  ] as const)(
    "tells a visitor who may not pay (%s) that this is the studio's test checkout, without a Pay button",
    async (locale, title, cancel) => {
      render(await DemoCheckoutOpen({ checkout: checkout(locale), payable: false, seller }));
      expect(screen.getByText(title)).toBeInTheDocument();
      expect(screen.getByText((locale === 'no' ? no : en).DemoCheckout.adminOnlyText)).toBeInTheDocument();
      expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([cancel]);
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    },
  );
});

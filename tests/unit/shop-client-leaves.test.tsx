import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BuyButton } from '@/components/shop/buy-button';
import { DiscountCodeField, DiscountCodeProvider, type DiscountCodeTexts } from '@/components/shop/discount-code';
import { ProductViewTracker } from '@/components/shop/product-view-tracker';
import { PurchaseConsentProvider, WithdrawalConsentBox } from '@/components/shop/purchase-consent';
import { trackAddToCart, trackViewItem } from '@/lib/analytics/events';
import { navigateTo } from '@/lib/shop/browser';

jest.mock('@/lib/analytics/events', () => ({ trackAddToCart: jest.fn(), trackViewItem: jest.fn() }));
jest.mock('@/lib/shop/browser', () => ({ navigateTo: jest.fn() }));

const item = {
  item_id: 'c9d3151a-7fc9-49b6-81d9-4ef8960cae89',
  item_name: 'Minimal Beauty Instagram Posts',
  item_category: 'Instagram Post Templates',
  price: 29,
};
const order: string[] = [];
let answer: () => Promise<Response>;

beforeEach(() => {
  jest.clearAllMocks();
  order.length = 0;
  jest.mocked(trackAddToCart).mockImplementation(() => void order.push('add_to_cart'));
  global.fetch = jest.fn((url: RequestInfo | URL, init?: RequestInit) => {
    order.push(`${init?.method} ${String(url)}`);
    return answer();
  }) as typeof fetch;
  jest.spyOn(console, 'error').mockImplementation(() => {});
  window.alert = jest.fn();
  // jsdom lays nothing out and has no scrollIntoView.
  Element.prototype.scrollIntoView = jest.fn();
});

// jsdom has no fetch Response; the fetchers only read ok and json().
const response = (status: number, body: unknown) => ({ ok: status >= 200 && status < 300, status, json: async () => body }) as Response;
const json = (status: number, body: unknown) => Promise.resolve(response(status, body));

const CONSENT = 'Jeg vil ha nedlastingen med en gang, og jeg forstår at jeg mister angreretten på 14 dager når leveringen har startet.';
const MISSING = 'Kryss av her for å kjøpe: nedlastingen leveres så snart du har betalt.';

const DISCOUNT: DiscountCodeTexts = {
  add: 'Legg til en kode',
  label: 'Rabattkode',
  hint: 'Rabatten trekkes fra i kassen.',
  refused: {
    unknown: 'Vi finner ikke den koden.',
    paused: 'Pauset.',
    not_started: 'Ikke ennå.',
    ended: 'Utløpt.',
    not_for_product: 'Ikke for dette produktet.',
    no_currency: 'Ikke i denne valutaen.',
    used_up: 'Denne koden er brukt opp.',
    in_progress: 'Åpnes allerede.',
  },
};

/** The product page's buy box: the consent's checkbox, "Add a code" and two Buy buttons (the box's and the phone bar's). */
function renderBuyBox() {
  const button = (label: string) => (
    <BuyButton item={item} locale="no" label={label} busyLabel="Behandler …" failureMessage="Kunne ikke gjennomføre kjøpet. Prøv igjen." />
  );
  render(
    <PurchaseConsentProvider>
      <DiscountCodeProvider>
        <WithdrawalConsentBox label={CONSENT} error={MISSING} />
        <DiscountCodeField texts={DISCOUNT} />
        {button('Kjøp nå')}
        {button('Kjøp nå (linje)')}
      </DiscountCodeProvider>
    </PurchaseConsentProvider>,
  );
  return { box: screen.getByRole('checkbox', { name: CONSENT }), buy: screen.getByRole('button', { name: 'Kjøp nå' }) };
}

async function renderConsented() {
  const { box, buy } = renderBuyBox();
  await userEvent.click(box);
  return buy;
}

describe('BuyButton and the withdrawal consent', () => {
  it.each(['Kjøp nå', 'Kjøp nå (linje)'])(
    '"%s" without the tick opens nothing: the error shows at the box, which gets focus',
    async (name) => {
      const { box } = renderBuyBox();
      expect(box).not.toBeChecked();
      expect(box).toHaveAttribute('aria-invalid', 'false');
      expect(screen.queryByText(MISSING)).toBeNull();
      await userEvent.click(screen.getByRole('button', { name }));
      expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(box).toHaveAccessibleDescription(MISSING);
      expect(box).toHaveFocus();
      expect(jest.mocked(Element.prototype.scrollIntoView).mock.contexts).toEqual([box]);
      expect(global.fetch).not.toHaveBeenCalled();
      expect(trackAddToCart).not.toHaveBeenCalled();
      await userEvent.click(box);
      expect(box).toHaveAttribute('aria-invalid', 'false');
      expect(screen.queryByText(MISSING)).toBeNull();
    },
  );

  it('with the tick records add_to_cart, then asks for a checkout with the consent and goes to its URL', async () => {
    answer = () => json(200, { checkout_url: 'https://checkout.example/cs_test_1' });
    await userEvent.click(await renderConsented());
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('https://checkout.example/cs_test_1'));
    expect(order).toEqual(['add_to_cart', 'POST /api/payments/checkout']);
    expect(trackAddToCart).toHaveBeenCalledWith(item);
    const body = JSON.parse(String(jest.mocked(global.fetch).mock.calls[0]![1]!.body));
    expect(body).toEqual({ product_id: item.item_id, origin_url: window.location.origin, locale: 'no', withdrawal_consent: true });
  });

  it('is busy and disabled while the request is in flight, then idle again', async () => {
    let release: (response: Response) => void = () => {};
    answer = () => new Promise((resolve) => (release = resolve));
    const button = await renderConsented();
    await userEvent.click(button);
    expect(button).toHaveTextContent('Behandler …');
    expect(button).toBeDisabled();
    release(response(200, { checkout_url: '/somewhere' }));
    await waitFor(() => expect(button).toHaveTextContent('Kjøp nå'));
    expect(button).toBeEnabled();
  });

  it.each([
    ['a failed request', () => json(500, { detail: 'Internal server error' }), 'Failed to create checkout session'],
    ['an answer without a checkout URL', () => json(200, {}), 'No checkout URL received'],
  ])('alerts on %s, logging the internal reason', async (_label, failing, reason) => {
    answer = failing;
    await userEvent.click(await renderConsented());
    await waitFor(() => expect(window.alert).toHaveBeenCalledWith('Kunne ikke gjennomføre kjøpet. Prøv igjen.'));
    expect(console.error).toHaveBeenCalledWith(expect.any(String), new Error(reason));
    expect(navigateTo).not.toHaveBeenCalled();
  });
});

describe('"Add a code" in the buy box', () => {
  const sent = () => JSON.parse(String(jest.mocked(global.fetch).mock.calls[0]![1]!.body)) as Record<string, unknown>;

  async function typeCode(code: string) {
    const buy = await renderConsented();
    const add = screen.getByRole('button', { name: DISCOUNT.add });
    expect(add).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(add);
    const field = screen.getByRole('textbox', { name: DISCOUNT.label });
    expect(field).toHaveFocus();
    await userEvent.type(field, code);
    return { buy, field };
  }

  it('sends the code typed, trimmed, with the checkout', async () => {
    answer = () => json(200, { checkout_url: 'https://checkout.example/cs_test_2' });
    const { buy } = await typeCode('  vaar25 ');
    await userEvent.click(buy);
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('https://checkout.example/cs_test_2'));
    expect(sent()).toMatchObject({ discount_code: 'vaar25', withdrawal_consent: true });
  });

  it.each(['Kjøp nå', 'Kjøp nå (linje)'])(
    'shows a refused code\'s reason at the field after "%s", in the page\'s language',
    async (name) => {
      answer = () => json(400, { detail: 'This code has been used up', reason: 'used_up' });
      const { field } = await typeCode('SPRING25');
      await userEvent.click(screen.getByRole('button', { name }));
      await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
      expect(field).toHaveAccessibleDescription(DISCOUNT.refused.used_up);
      await waitFor(() => expect(field).toHaveFocus());
      expect(window.alert).not.toHaveBeenCalled();
      expect(navigateTo).not.toHaveBeenCalled();
      // Typing again clears the refusal.
      await userEvent.type(field, 'X');
      expect(field).toHaveAttribute('aria-invalid', 'false');
      expect(field).toHaveAccessibleDescription(DISCOUNT.hint);
    },
  );

  it('does not send what cannot be a code, and says it is unknown', async () => {
    const { buy, field } = await typeCode('<b>25%</b>');
    await userEvent.click(buy);
    await waitFor(() => expect(field).toHaveAccessibleDescription(DISCOUNT.refused.unknown));
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('sends no code while the field is blank', async () => {
    answer = () => json(200, { checkout_url: 'https://checkout.example/cs_test_3' });
    const { buy } = await typeCode('   ');
    await userEvent.click(buy);
    await waitFor(() => expect(navigateTo).toHaveBeenCalled());
    expect(sent()).not.toHaveProperty('discount_code');
  });
});

describe('ProductViewTracker', () => {
  it('sends view_item once per product, not on every render', () => {
    const { rerender } = render(<ProductViewTracker item={item} />);
    rerender(<ProductViewTracker item={{ ...item }} />);
    expect(trackViewItem).toHaveBeenCalledTimes(1);
    expect(trackViewItem).toHaveBeenCalledWith(item);
    rerender(<ProductViewTracker item={{ ...item, item_id: 'other' }} />);
    expect(trackViewItem).toHaveBeenCalledTimes(2);
  });
});

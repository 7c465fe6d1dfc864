import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BuyButton } from '@/components/shop/buy-button';
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

/** The product page's buy box: the consent's checkbox and two Buy buttons (the box's and the phone bar's). */
function renderBuyBox() {
  const button = (label: string) => (
    <BuyButton item={item} locale="no" label={label} busyLabel="Behandler …" failureMessage="Kunne ikke gjennomføre kjøpet. Prøv igjen." />
  );
  render(
    <PurchaseConsentProvider>
      <WithdrawalConsentBox label={CONSENT} error={MISSING} />
      {button('Kjøp nå')}
      {button('Kjøp nå (linje)')}
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

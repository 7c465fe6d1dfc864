import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@/components/layout/toasts';
import { BuyButton } from '@/components/shop/buy-button';
import { ProductViewTracker } from '@/components/shop/product-view-tracker';
import { trackAddToCart, trackViewItem } from '@/lib/analytics/events';
import { navigateTo } from '@/lib/shop/browser';

jest.mock('@/lib/analytics/events', () => ({ trackAddToCart: jest.fn(), trackViewItem: jest.fn() }));
jest.mock('@/lib/shop/browser', () => ({ navigateTo: jest.fn() }));
jest.mock('@/components/layout/toasts', () => ({ notify: jest.fn() }));

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
});

// jsdom has no fetch Response; the fetchers only read ok and json().
const response = (status: number, body: unknown) => ({ ok: status >= 200 && status < 300, status, json: async () => body }) as Response;
const json = (status: number, body: unknown) => Promise.resolve(response(status, body));

function renderButton(failureStyle: 'toast' | 'alert' = 'toast') {
  render(
    <BuyButton
      item={item}
      locale="no"
      label={'Kjøp nå 29\u00a0$'}
      busyLabel="Behandler …"
      failureMessage="Kunne ikke starte kjøpet. Prøv igjen."
      failureStyle={failureStyle}
    />,
  );
  return screen.getByRole('button');
}

describe('BuyButton', () => {
  it('records add_to_cart, then asks for a checkout and goes to its URL', async () => {
    answer = () => json(200, { checkout_url: 'https://checkout.example/cs_test_1' });
    await userEvent.click(renderButton());
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('https://checkout.example/cs_test_1'));
    expect(order).toEqual(['add_to_cart', 'POST /api/payments/checkout']);
    expect(trackAddToCart).toHaveBeenCalledWith(item);
    const body = JSON.parse(String(jest.mocked(global.fetch).mock.calls[0]![1]!.body));
    expect(body).toEqual({ product_id: item.item_id, origin_url: window.location.origin, locale: 'no' });
  });

  it('is busy and disabled while the request is in flight, then idle again', async () => {
    let release: (response: Response) => void = () => {};
    answer = () => new Promise((resolve) => (release = resolve));
    const button = renderButton();
    await userEvent.click(button);
    expect(button).toHaveTextContent('Behandler …');
    expect(button).toBeDisabled();
    release(response(200, { checkout_url: '/somewhere' }));
    await waitFor(() => expect(button).toHaveTextContent('Kjøp nå 29 $'));
    expect(button).toBeEnabled();
  });

  it('shows the toast when the checkout fails, logging the internal reason', async () => {
    answer = () => json(500, { detail: 'Internal server error' });
    await userEvent.click(renderButton('toast'));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('error', 'Kunne ikke starte kjøpet. Prøv igjen.'));
    expect(console.error).toHaveBeenCalledWith(expect.any(String), new Error('Failed to create checkout session'));
    expect(navigateTo).not.toHaveBeenCalled();
    expect(window.alert).not.toHaveBeenCalled();
  });

  it('alerts instead when asked to, also for an answer without a checkout URL', async () => {
    answer = () => json(200, {});
    await userEvent.click(renderButton('alert'));
    await waitFor(() => expect(window.alert).toHaveBeenCalledWith('Kunne ikke starte kjøpet. Prøv igjen.'));
    expect(console.error).toHaveBeenCalledWith(expect.any(String), new Error('No checkout URL received'));
    expect(notify).not.toHaveBeenCalled();
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

import { createCheckoutSession, fetchPaymentStatus } from '@/lib/api/shop';

// The browser fetchers of the shop check the answers of calls 13 and 14 before the pages use them.
const fetchMock = jest.fn();
const answer = (status: number, body: unknown) =>
  fetchMock.mockResolvedValueOnce({ ok: status >= 200 && status < 300, status, json: async () => body });

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
  Object.assign(globalThis, { window: { location: { origin: 'http://localhost:3000' } } });
});

describe('fetchPaymentStatus', () => {
  it('reads a paid session, with the product title from the metadata', async () => {
    answer(200, {
      payment_status: 'paid',
      status: 'complete',
      amount_total: 2900,
      currency: 'usd',
      metadata: { product_title: 'Minimal Beauty' },
      receipt: {
        number: 42,
        currency: 'usd',
        amount_subtotal: 2900,
        amount_discount: 500,
        discount_code: 'SPRING',
        amount_tax: 0,
        tax_rate: 0,
        reverse_charge: true,
        amount_total: 2900,
      },
      extra: 1,
    });
    await expect(fetchPaymentStatus('cs_1')).resolves.toEqual({
      payment_status: 'paid',
      status: 'complete',
      amount_total: 2900,
      currency: 'usd',
      product_title: 'Minimal Beauty',
      receipt: {
        number: 42,
        currency: 'usd',
        subtotal: 2900,
        discount: 500,
        discountCode: 'SPRING',
        tax: 0,
        taxRate: 0,
        reverseCharge: true,
        total: 2900,
      },
    });
    expect(fetchMock).toHaveBeenCalledWith('/api/payments/status/cs_1', expect.objectContaining({ cache: 'no-store' }));
  });

  it('reads absent or null optional fields as null', async () => {
    answer(200, { payment_status: 'unpaid', status: 'open', amount_total: null });
    await expect(fetchPaymentStatus('cs_2')).resolves.toEqual({
      payment_status: 'unpaid',
      status: 'open',
      amount_total: null,
      currency: null,
      product_title: null,
      receipt: null,
    });
  });

  it.each([
    ['a missing status', { payment_status: 'paid' }],
    ['an amount as text', { payment_status: 'paid', status: 'complete', amount_total: '29.00' }],
    ['metadata that is not an object', { payment_status: 'paid', status: 'complete', metadata: 'x' }],
    ['a receipt that is not an object', { payment_status: 'paid', status: 'complete', receipt: 42 }],
    ['a receipt without its total', { payment_status: 'paid', status: 'complete', receipt: { currency: 'usd', amount_subtotal: 1 } }],
    ['a list', []],
  ])('refuses an answer with %s', async (_, body) => {
    answer(200, body);
    await expect(fetchPaymentStatus('cs_3')).rejects.toThrow(/Payment status answer/);
  });

  it('fails on a non-OK answer', async () => {
    answer(404, { detail: 'Not found' });
    await expect(fetchPaymentStatus('cs_4')).rejects.toThrow('Payment status request failed with 404');
  });
});

describe('createCheckoutSession', () => {
  it('returns the checkout URL', async () => {
    answer(200, { checkout_url: '/checkout/cs_5', session_id: 'cs_5' });
    await expect(createCheckoutSession('p1', 'en')).resolves.toBe('/checkout/cs_5');
  });

  it.each([{}, { checkout_url: '' }, { checkout_url: 5 }, null])('refuses %j as "No checkout URL received"', async (body) => {
    answer(200, body);
    await expect(createCheckoutSession('p1', 'en')).rejects.toThrow('No checkout URL received');
  });
});

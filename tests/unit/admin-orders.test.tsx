/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OrdersSection } from '@/components/admin/orders/orders-section';
import type { AdminOrder, AdminOrdersPage, MonthTotal } from '@/lib/shop/orders/admin-types';
import { adminOrder } from '../support/admin-order';
import { jsonResponse, mockAdminNetwork, renderAdmin } from '../support/admin-ui';
import { ORDERS_NAMESPACES } from '@/lib/admin/namespaces';

// The Orders section in the browser, with the network faked: what each order shows and offers,
// the filters' calls, and the refund's confirmation.

const fetchMock = mockAdminNetwork();

const PRODUCTS = [
  { id: '11111111-1111-4111-8111-111111111111', title: 'Brand Kit' },
  { id: '22222222-2222-4222-8222-222222222222', title: 'Årshjul' },
];

const order = (overrides: Partial<AdminOrder>) => adminOrder({ product_id: PRODUCTS[0]!.id, downloads: 2, ...overrides });

const DEMO = order({ id: 'demo-1' });
const STRIPE = order({
  id: 'stripe-1',
  product_id: PRODUCTS[1]!.id,
  product_title: 'Årshjul',
  provider: 'stripe',
  payment_intent_id: 'pi_3Abc',
  customer_email: null,
  receipt: null,
  amount_cents: 2150,
  receipt_number: 7,
  credit_note_number: 2,
});
const MONTHS = ['2025-12', ...Array.from({ length: 11 }, (_, index) => `2026-${String(index + 1).padStart(2, '0')}`)];
const TOTALS: MonthTotal[] = MONTHS.map((month) =>
  month === '2026-11' ? { month, count: 2, revenue: [{ amount_cents: 5550, currency: 'usd' }] } : { month, count: 0, revenue: [] },
);
const PAGE: AdminOrdersPage = { orders: [DEMO, STRIPE], next_cursor: null, totals: TOTALS };

function renderOrders(initialFilters = { product: '', from: '', to: '' }) {
  renderAdmin(<OrdersSection products={PRODUCTS} stripeMode="test" initialFilters={initialFilters} />, ORDERS_NAMESPACES);
  return userEvent.setup();
}

const urls = () => fetchMock.mock.calls.map(([url]) => String(url));
const row = (title: string) => screen.getAllByTestId('admin-order-row').find((element) => within(element).queryByText(title))!;

/** Opens the menu of the order of `title` and gives its entry named `entry`. */
async function entryOf(user: ReturnType<typeof userEvent.setup>, title: string, entry: RegExp) {
  await user.click(within(row(title)).getByRole('button', { name: new RegExp(`^Actions for the order of ${title}`) }));
  return screen.getByRole('menuitem', { name: entry });
}

describe('the Orders section', () => {
  it('shows each order with its payment, downloads, status and receipt, and the year in a table for screen readers', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, PAGE));
    const user = renderOrders();
    const demo = within(await waitFor(() => row('Brand Kit')));
    expect(demo.getByText('$34.00')).toBeInTheDocument();
    expect(demo.getByText('kari@example.no')).toBeInTheDocument();
    expect(demo.getByText('Demo')).toBeInTheDocument();
    expect(demo.getByText('Paid')).toBeInTheDocument();
    expect(demo.getByText('Receipt: Sent')).toBeInTheDocument();
    expect(demo.getByText('Nov 3, 2026')).toBeInTheDocument();
    expect(demo.getByText('Receipt 1')).toBeInTheDocument();

    const stripe = within(row('Årshjul'));
    expect(stripe.getByText('No e-mail')).toBeInTheDocument();
    expect(stripe.getByText('Receipt: None')).toBeInTheDocument();
    expect(stripe.getByText('Receipt 7 · credit note 2')).toBeInTheDocument();
    expect(stripe.getByRole('link', { name: /^Stripe: the payment for Årshjul/ })).toHaveAttribute(
      'href',
      'https://dashboard.stripe.com/test/payments/pi_3Abc',
    );
    // One menu per order; an action it cannot take is there, disabled, saying why.
    const noResend = await entryOf(user, 'Årshjul', /^Resend the receipt for Årshjul/);
    expect(noResend).toHaveAttribute('aria-disabled', 'true');
    expect(noResend).toHaveAttribute('title', 'The buyer left no e-mail address');
    expect(screen.queryByRole('menuitem', { name: /^Mark the order/ })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(await entryOf(user, 'Brand Kit', /^Resend the receipt for Brand Kit/)).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('menuitem', { name: /^Mark the order of Brand Kit/ })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    const year = screen.getByRole('table', { name: /Paid orders per month/ });
    expect(within(year).getAllByRole('row')).toHaveLength(13);
    expect(within(year).getByRole('row', { name: 'November 2026 2 $55.50' })).toBeInTheDocument();
    expect(screen.getByText('2 orders shown')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/admin/orders/export?');
    expect(screen.getByRole('link', { name: 'Export Excel' })).toHaveAttribute('href', '/api/admin/orders/export/xlsx?');
  });

  it('asks for the filters, keeps them in the address and exports what they find', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, PAGE));
    const user = renderOrders();
    await screen.findAllByTestId('admin-order-row');
    await user.selectOptions(screen.getByLabelText('Product'), 'Årshjul');
    await waitFor(() => expect(urls()).toContain(`/api/admin/orders?product=${PRODUCTS[1]!.id}`));
    expect(window.location.search).toBe(`?product=${PRODUCTS[1]!.id}`);
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', `/api/admin/orders/export?product=${PRODUCTS[1]!.id}`);
    expect(screen.getByRole('link', { name: 'Export Excel' })).toHaveAttribute(
      'href',
      `/api/admin/orders/export/xlsx?product=${PRODUCTS[1]!.id}`,
    );
    expect(screen.getByRole('table', { name: /^Årshjul: paid orders per month/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(window.location.search).toBe('');
  });

  it('explains a range that ends before it starts instead of asking for it', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, PAGE));
    renderOrders({ product: '', from: '2026-11-05', to: '2026-11-04' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The From date must be on or before the To date.');
    expect(screen.getByLabelText('From')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('link', { name: 'Export CSV' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Export Excel' })).not.toBeInTheDocument();
  });

  it('takes days written YYYY-MM-DD, applies one once it is whole, says the day as the admin writes dates, and names a day that is none', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, PAGE));
    const user = renderOrders();
    await screen.findAllByTestId('admin-order-row');
    const from = screen.getByLabelText('From');
    expect(from).toHaveAttribute('placeholder', 'YYYY-MM-DD');
    await user.type(from, '2026-11');
    expect(urls().filter((url) => url.includes('from='))).toEqual([]);
    await user.type(from, '-04');
    await waitFor(() => expect(urls()).toContain('/api/admin/orders?from=2026-11-04'));
    expect(screen.getByText('Nov 4, 2026')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-02-30');
    expect(await screen.findByRole('alert')).toHaveTextContent('Write each day as YYYY-MM-DD, for example 2025-03-04.');
    expect(urls().filter((url) => url.includes('to='))).toEqual([]);
  });

  it('marks a demo order refunded only once the admin confirms', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, PAGE));
    const user = renderOrders();
    await waitFor(() => row('Brand Kit'));
    const refund = /^Mark the order of Brand Kit/;

    await user.click(await entryOf(user, 'Brand Kit', refund));
    const question = await screen.findByRole('alertdialog', { name: 'Mark the order of Brand Kit ($34.00, Nov 3, 2026) as refunded?' });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(urls().filter((url) => url.endsWith('/refund'))).toEqual([]);

    fetchMock.mockImplementation(async (url: string) =>
      url.endsWith('/refund')
        ? jsonResponse(200, { ...DEMO, status: 'refunded' })
        : jsonResponse(200, { ...PAGE, orders: [{ ...DEMO, status: 'refunded' }, STRIPE] }),
    );
    await user.click(await entryOf(user, 'Brand Kit', refund));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Mark refunded' }));
    await waitFor(() => expect(within(row('Brand Kit')).getByText('Refunded')).toBeInTheDocument());
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/orders/demo-1/refund', expect.objectContaining({ method: 'POST' }));
    await entryOf(user, 'Brand Kit', /^Resend the receipt/);
    expect(screen.queryByRole('menuitem', { name: /^Mark the order/ })).not.toBeInTheDocument();
  });

  it('resends a receipt and shows the server’s refusal when there is one', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockImplementation(async (url: string) =>
      url.endsWith('/receipt')
        ? jsonResponse(409, { detail: 'This order has no buyer e-mail address to send a receipt to.' })
        : jsonResponse(200, PAGE),
    );
    const user = renderOrders();
    await waitFor(() => row('Brand Kit'));
    await user.click(await entryOf(user, 'Brand Kit', /^Resend the receipt for Brand Kit/));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/api/admin/orders/demo-1/receipt', expect.objectContaining({ method: 'POST' })),
    );
    await waitFor(() => expect(error).toHaveBeenCalledWith('The receipt could not be queued', expect.objectContaining({ status: 409 })));
  });

  it('says when there are no orders at all, without an action', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { ...PAGE, orders: [] }));
    renderOrders();
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeInTheDocument();
    expect(screen.getByText('Orders appear here as soon as someone buys a product in the shop.')).toBeInTheDocument();
  });

  it('writes kroner and dollars side by side, never summed, and says which one the bars draw', async () => {
    const mixed = TOTALS.map((month) =>
      month.month === '2026-11'
        ? {
            ...month,
            revenue: [
              { amount_cents: 29900, currency: 'nok' },
              { amount_cents: 5550, currency: 'usd' },
            ],
          }
        : month,
    );
    fetchMock.mockResolvedValue(jsonResponse(200, { ...PAGE, totals: mixed }));
    renderOrders();
    const year = await screen.findByRole('table', { name: /Paid orders per month/ });
    expect(within(year).getByRole('row', { name: 'November 2026 2 kr\u00a0299.00 · $55.50' })).toBeInTheDocument();
    // Both sold in one month: the bars draw the shop's own currency, not the larger number (øre).
    expect(screen.getByText('The bars show USD; the figures above list every currency apart.')).toBeInTheDocument();
  });
});

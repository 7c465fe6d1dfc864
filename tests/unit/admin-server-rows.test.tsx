/** @jest-environment jsdom */
import { act, screen, waitFor, within } from '@testing-library/react';
import { BookingsSection } from '@/components/admin/bookings/bookings-section';
import { MessagesSection } from '@/components/admin/messages/messages-section';
import { OrdersSection } from '@/components/admin/orders/orders-section';
import { ServerRows } from '@/components/admin/shell/server-rows';
import { BOOKINGS_NAMESPACES, MESSAGES_NAMESPACES, ORDERS_NAMESPACES } from '@/lib/admin/namespaces';
import { BOOKING_SETTINGS_PATH, bookingListPath } from '@/lib/api/admin-bookings';
import { messageListPath } from '@/lib/api/admin-messages';
import { orderFilterQuery, ordersListKey, type OrderFilterValues } from '@/lib/api/admin-orders';
import type { AdminBooking, AdminBookingList, BookingSettings } from '@/lib/booking/types';
import type { AdminMessageSummary, MessageList } from '@/lib/inbox/query';
import type { AdminOrdersPage } from '@/lib/shop/orders/admin-types';
import { adminOrder } from '../support/admin-order';
import { jsonResponse, mockAdminNetwork, renderAdmin } from '../support/admin-ui';

// Orders, Messages and Bookings as their pages hand them the rows read on the server, under the
// keys the pages build (app/admin/(protected)/*/page.tsx): the rows are there at the first render,
// neither a "Loading…" nor a dimmed busy list while the browser asks again, and the answer replaces
// them in place. A key the section does not ask for would leave it loading.

const fetchMock = mockAdminNetwork();

// Wide: the open message stands beside the list (useWideScreen asks the browser).
beforeEach(() => {
  window.matchMedia = ((query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
});

/** Every fetch waits until `answer` is called with the body of each address. */
function holdAnswers() {
  const waiting: { url: string; resolve: (response: Response) => void }[] = [];
  fetchMock.mockImplementation((url: string) => new Promise<Response>((resolve) => waiting.push({ url: String(url), resolve })));
  return {
    urls: () => waiting.map(({ url }) => url),
    answer: async (bodies: Record<string, unknown>) => {
      await act(async () => {
        for (const { url, resolve } of waiting.splice(0)) resolve(jsonResponse(200, bodies[url]));
      });
    },
  };
}

/** Neither a spinner ("Loading…", busy) nor a list dimmed as busy. */
const expectSettled = () => {
  expect(screen.queryByText(/^Loading/)).not.toBeInTheDocument();
  expect(document.querySelector('[aria-busy="true"]')).toBeNull();
};

const PRODUCTS = [{ id: '11111111-1111-4111-8111-111111111111', title: 'Brand Kit' }];
const ordersPage = (email: string): AdminOrdersPage => ({
  orders: [adminOrder({ customer_email: email })],
  next_cursor: null,
  totals: [],
});

describe('the sections that arrive with their rows', () => {
  it.each([
    ['without filters', { product: '', from: '', to: '' }],
    ['with the filters of the address', { product: PRODUCTS[0]!.id, from: '2026-11-01', to: '2026-11-30' }],
  ])('Orders shows the first page read on the server %s, and the answer in place of it', async (_, filters: OrderFilterValues) => {
    const network = holdAnswers();
    const query = orderFilterQuery(filters);
    renderAdmin(
      <ServerRows rows={{ [ordersListKey(query)]: [ordersPage('kari@example.no')] }}>
        <OrdersSection products={PRODUCTS} stripeMode="test" initialFilters={filters} />
      </ServerRows>,
      ORDERS_NAMESPACES,
    );
    expect(within(screen.getAllByTestId('admin-order-row')[0]!).getByText('kari@example.no')).toBeInTheDocument();
    expectSettled();

    // SWR revalidates rows it has in the next animation frame.
    await waitFor(() => expect(network.urls()).toEqual([`/api/admin/orders?${query}`]));
    await network.answer({ [`/api/admin/orders?${query}`]: ordersPage('ola@example.no') });
    expect(within(screen.getAllByTestId('admin-order-row')[0]!).getByText('ola@example.no')).toBeInTheDocument();
    expectSettled();
  });

  it('Messages shows the inbox read on the server, and the answer in place of it', async () => {
    const network = holdAnswers();
    const inbox = (name: string): MessageList => ({ messages: [messageSummary(name)], total: 1 });
    const path = messageListPath({ q: '', box: 'inbox' });
    renderAdmin(
      <ServerRows rows={{ [path]: inbox('Ingrid Hansen') }}>
        <MessagesSection />
      </ServerRows>,
      MESSAGES_NAMESPACES,
    );
    expect(screen.getByRole('button', { name: /Ingrid Hansen/ })).toBeInTheDocument();
    expectSettled();

    await waitFor(() => expect(network.urls()).toEqual(['/api/admin/messages']));
    await network.answer({ '/api/admin/messages': inbox('Nora Berg') });
    expect(screen.getByRole('button', { name: /Nora Berg/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Ingrid Hansen/ })).not.toBeInTheDocument();
    expectSettled();
  });

  it('Bookings shows the upcoming calls read on the server in the studio’s zone, and the answer in place of them', async () => {
    const network = holdAnswers();
    const upcoming = bookingListPath('upcoming', 1);
    renderAdmin(
      <ServerRows rows={{ [BOOKING_SETTINGS_PATH]: SETTINGS, [upcoming]: calls('Ingrid Dahl') }}>
        <BookingsSection />
      </ServerRows>,
      BOOKINGS_NAMESPACES,
    );
    expect(within(screen.getByRole('article', { name: 'Ingrid Dahl' })).getByText('14:00–14:30 (Europe/Oslo)')).toBeInTheDocument();
    expectSettled();

    await waitFor(() => expect(network.urls().sort()).toEqual([BOOKING_SETTINGS_PATH, upcoming].sort()));
    await network.answer({ [BOOKING_SETTINGS_PATH]: SETTINGS, [upcoming]: calls('Solveig Berg') });
    expect(screen.getByRole('article', { name: 'Solveig Berg' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Ingrid Dahl' })).not.toBeInTheDocument();
    expectSettled();
  });

  it('a list asked for without rows from the server says it is loading', async () => {
    holdAnswers();
    renderAdmin(
      <ServerRows rows={{ [messageListPath({ q: '', box: 'archived' })]: { messages: [messageSummary('Ingrid Hansen')], total: 1 } }}>
        <MessagesSection />
      </ServerRows>,
      MESSAGES_NAMESPACES,
    );
    expect(screen.getByText('Loading messages...').closest('[role="status"]')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('button', { name: /Ingrid Hansen/ })).not.toBeInTheDocument();
  });
});

function messageSummary(name: string): AdminMessageSummary {
  return {
    id: `m-${name.split(' ')[0]}`,
    name,
    email: 'visitor@example.no',
    service_interest: 'Branding',
    preview: 'We open a bakery in March.',
    locale: 'no',
    booking_id: null,
    read_at: null,
    archived_at: null,
    created_at: '2026-05-12T10:00:00.000Z',
  };
}

const SETTINGS: BookingSettings = {
  time_zone: 'Europe/Oslo',
  weekly_hours: { '1': [{ start: '09:00', end: '16:00' }], '2': [], '3': [], '4': [], '5': [], '6': [], '7': [] },
  call_minutes: 30,
  buffer_minutes: 15,
  notice_hours: 24,
  horizon_days: 30,
  max_per_day: 4,
  meeting_location: 'https://meet.example.com/nordlys',
  blocked_dates: [],
};

function calls(name: string): AdminBookingList {
  const booking: AdminBooking = {
    id: `b-${name.split(' ')[0]}`,
    start: '2026-12-01T13:00:00.000Z',
    end: '2026-12-01T13:30:00.000Z',
    status: 'confirmed',
    name,
    email: 'visitor@example.no',
    service_interest: 'Branding',
    note: '',
    locale: 'en',
    time_zone: 'Europe/Oslo',
    meeting_location: SETTINGS.meeting_location,
    cancelled_at: null,
    cancelled_by: null,
    cancel_message: null,
    message_id: null,
    reschedule_count: 0,
    confirm_by: null,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
  };
  return { bookings: [booking], total: 1, page: 1, page_size: 50 };
}

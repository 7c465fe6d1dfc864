/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { MessagesSection } from '@/components/admin/messages/messages-section';
import type { AdminMessage, AdminMessageSummary } from '@/lib/inbox/query';
import { answerConfirmation, jsonResponse, mockAdminNetwork, renderAdmin } from '../support/admin-ui';
import { MESSAGES_NAMESPACES } from '@/lib/admin/namespaces';

jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const fetchMock = mockAdminNetwork();

// Wide: the open message stands beside the list (a phone's full-screen view is covered by the e2e test).
beforeEach(() => {
  window.matchMedia = ((query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
});

const message = (overrides: Partial<AdminMessage>): AdminMessage => ({
  id: 'm1',
  name: 'Ingrid Hansen',
  email: 'ingrid@example.com',
  service_interest: 'Branding & Website',
  message: 'We are opening a yoga studio in Bergen.\nCan you help?',
  locale: 'no',
  booking_id: null,
  read_at: null,
  archived_at: null,
  created_at: '2026-05-12T10:00:00.000Z',
  ...overrides,
});

const XSS = `<img src=x onerror="window.__xss=1">`;
const STORED = [
  message({}),
  message({
    id: 'm2',
    name: `Nora ${XSS}`,
    email: 'nora@example.com',
    service_interest: null,
    message: `${XSS}\n<script>window.__xss=2</script>`,
    locale: 'en',
    read_at: '2026-05-12T11:00:00.000Z',
    created_at: '2026-05-11T09:00:00.000Z',
  }),
];
const summary = ({ message: text, ...rest }: AdminMessage): AdminMessageSummary => ({ ...rest, preview: text.slice(0, 240) });

/** The API as the screen uses it, over `stored`; every call is recorded by the fetch mock. */
function serve(stored: AdminMessage[]) {
  fetchMock.mockImplementation(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    if (url === '/api/admin/messages/unread')
      return jsonResponse(200, { unread: stored.filter((m) => !m.read_at && !m.archived_at).length });
    if (url === '/api/admin/messages' || url.startsWith('/api/admin/messages?')) {
      const q = new URL(url, 'http://x').searchParams.get('q')?.toLowerCase() ?? '';
      const shown = stored.filter((m) => !m.archived_at && `${m.name} ${m.email} ${m.message}`.toLowerCase().includes(q));
      return jsonResponse(200, { messages: shown.map(summary), total: shown.length });
    }
    const index = stored.findIndex((m) => url === `/api/admin/messages/${m.id}`);
    if (index < 0) return jsonResponse(404, { detail: 'Message not found' });
    if (method === 'DELETE') {
      stored.splice(index, 1);
      return jsonResponse(204);
    }
    if (method === 'PATCH') {
      const patch = JSON.parse(init.body as string) as { read?: boolean; archived?: boolean };
      const now = new Date().toISOString();
      if (patch.read !== undefined) stored[index] = { ...stored[index]!, read_at: patch.read ? now : null };
      if (patch.archived !== undefined) stored[index] = { ...stored[index]!, archived_at: patch.archived ? now : null };
    }
    return jsonResponse(200, stored[index]);
  });
  return stored;
}

const calls = (method: string) =>
  fetchMock.mock.calls
    .filter(([, init]) => ((init as RequestInit | undefined)?.method ?? 'GET') === method)
    .map(([url, init]) => [url, (init as RequestInit).body]);
const list = () => screen.findByRole('list', { name: 'Messages, newest first' });
const QUESTION = 'Delete the message from Ingrid Hansen? This cannot be undone.';
const row = (name: RegExp) => within(screen.getByRole('list', { name: 'Messages, newest first' })).getByRole('button', { name });

describe('admin messages section', () => {
  it('lists the messages newest first, the unread ones marked for the eye and for a screen reader', async () => {
    serve([...STORED]);
    renderAdmin(<MessagesSection />, MESSAGES_NAMESPACES);
    const rows = within(await list()).getAllByRole('button');
    expect(rows.map((button) => button.getAttribute('data-unread'))).toEqual(['true', 'false']);
    expect(rows[0]).toHaveAccessibleName(/^Unread: Ingrid Hansen/);
    // The service stored by its English value, named in the admin's language.
    expect(rows[0]).toHaveTextContent('Branding & website');
    expect(rows[0]).toHaveTextContent('We are opening a yoga studio in Bergen.');
    expect(rows[0]).not.toHaveTextContent('Can you help?');
    expect(rows[1]).toHaveAccessibleName(/^Nora /);
    expect(rows[1]).toHaveTextContent('General inquiry');
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('2 messages');
    expect(screen.getByRole('link', { name: 'Export the messages of this list as CSV' })).toHaveAttribute(
      'href',
      '/api/admin/messages/export',
    );
  });

  it('opens a message whole, marks it read, and offers a reply with the subject filled in', async () => {
    const stored = serve([...STORED]);
    renderAdmin(<MessagesSection />, MESSAGES_NAMESPACES);
    await list();
    await userEvent.setup().click(row(/Ingrid Hansen/));
    const panel = screen.getByRole('region', { name: 'Ingrid Hansen' });
    expect(within(panel).getByRole('heading', { name: 'Ingrid Hansen' })).toHaveFocus();
    expect(await within(panel).findByTestId('message-text')).toHaveTextContent('We are opening a yoga studio in Bergen. Can you help?');
    expect(within(panel).getByText('Norwegian (sent from the Norwegian site)')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Reply to Ingrid Hansen by email' })).toHaveAttribute(
      'href',
      'mailto:ingrid@example.com?subject=Re%3A%20Branding%20%26%20Website',
    );
    await waitFor(() => expect(stored[0]!.read_at).not.toBeNull());
    expect(calls('PATCH')).toEqual([['/api/admin/messages/m1', JSON.stringify({ read: true })]]);
    expect(row(/Ingrid Hansen/)).toHaveAttribute('data-unread', 'false');
    expect(row(/Ingrid Hansen/)).toHaveAttribute('aria-current', 'true');
  });

  it('tags a message a booking made, and its reader gives the call’s time in the studio’s zone, linking to the bookings', async () => {
    serve([message({ booking_id: 'b-1' }), STORED[1]!]);
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) =>
      url === '/api/admin/bookings/b-1'
        ? jsonResponse(200, { id: 'b-1', start: '2026-12-01T13:00:00.000Z' })
        : url === '/api/admin/booking-settings'
          ? jsonResponse(200, { time_zone: 'Europe/Oslo' })
          : answer(url, init),
    );
    renderAdmin(<MessagesSection />, MESSAGES_NAMESPACES);
    await list();
    expect(row(/Ingrid Hansen/)).toHaveTextContent('Booked call');
    expect(row(/Nora/)).not.toHaveTextContent('Booked call');
    await userEvent.setup().click(row(/Ingrid Hansen/));
    const panel = screen.getByRole('region', { name: 'Ingrid Hansen' });
    const link = await within(panel).findByRole('link', { name: 'Booked call: Tue, Dec 1, 2026, 14:00 (Europe/Oslo). Open the bookings' });
    expect(link).toHaveAttribute('href', '/admin/bookings');
  });

  it('opens the message ?edit= names (the dashboard’s unread links), marks it read, and leaves the address without it', async () => {
    const stored = serve([...STORED]);
    window.history.replaceState(null, '', '/admin/messages?edit=m1');
    renderAdmin(<MessagesSection />, MESSAGES_NAMESPACES);
    const panel = await screen.findByRole('region', { name: 'Ingrid Hansen' });
    expect(await within(panel).findByTestId('message-text')).toHaveTextContent('We are opening a yoga studio in Bergen.');
    await waitFor(() => expect(stored[0]!.read_at).not.toBeNull());
    expect(window.location.search).toBe('');
  });

  it('marks an open message unread again, closing it and returning the focus to its row', async () => {
    serve([...STORED]);
    renderAdmin(<MessagesSection />, MESSAGES_NAMESPACES);
    await list();
    const user = userEvent.setup();
    await user.click(row(/Nora/));
    expect(calls('PATCH')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Mark unread' }));
    await waitFor(() => expect(calls('PATCH')).toEqual([['/api/admin/messages/m2', JSON.stringify({ read: false })]]));
    expect(screen.queryByRole('region', { name: /Nora/ })).not.toBeInTheDocument();
    await waitFor(() => expect(row(/Nora/)).toHaveFocus());
    expect(row(/Nora/)).toHaveAttribute('data-unread', 'true');
    expect(toast.success).toHaveBeenCalledWith('Marked as unread');
  });

  it('deletes only after the confirmation, and Cancel keeps the message', async () => {
    const stored = serve([...STORED]);
    renderAdmin(<MessagesSection />, MESSAGES_NAMESPACES);
    await list();
    const user = userEvent.setup();
    await user.click(row(/Ingrid Hansen/));
    await user.click(screen.getByRole('button', { name: 'Delete the message from Ingrid Hansen' }));
    await answerConfirmation(user, QUESTION, 'Cancel');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls('DELETE')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete the message from Ingrid Hansen' }));
    await answerConfirmation(user, QUESTION, 'Delete');
    await waitFor(() => expect(stored.map((m) => m.id)).toEqual(['m2']));
    expect(calls('DELETE')).toEqual([['/api/admin/messages/m1', undefined]]);
    expect(toast.success).toHaveBeenCalledWith('Message deleted');
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Messages, newest first' })).queryByRole('button', { name: /Ingrid Hansen/ }),
      ).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(row(/Nora/)).toHaveFocus());
  });

  it('searches once the typing pauses, and says when nothing matches', async () => {
    serve([...STORED]);
    renderAdmin(<MessagesSection />, MESSAGES_NAMESPACES);
    await list();
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search messages' }), 'yoga');
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Messages, newest first' })).getAllByRole('button')).toHaveLength(1),
    );
    const searches = fetchMock.mock.calls.map(([url]) => url as string).filter((url) => url.includes('?q='));
    expect(searches).toEqual(['/api/admin/messages?q=yoga']);
    expect(screen.getByRole('link', { name: 'Export the messages of this list as CSV' })).toHaveAttribute(
      'href',
      '/api/admin/messages/export?q=yoga',
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search messages' }), 'zzz');
    expect(await screen.findByRole('heading', { name: 'No matching messages' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search and filter' }));
    expect(screen.getByRole('searchbox', { name: 'Search messages' })).toHaveValue('');
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Messages, newest first' })).getAllByRole('button')).toHaveLength(2),
    );
  });

  it('shows what a visitor wrote as text: markup in a name or message stays inert', async () => {
    serve([...STORED]);
    const { container } = renderAdmin(<MessagesSection />, MESSAGES_NAMESPACES);
    await list();
    await userEvent.setup().click(row(/Nora/));
    expect(await screen.findByTestId('message-text')).toHaveTextContent(`${XSS} <script>window.__xss=2</script>`);
    expect(screen.getByRole('heading', { name: `Nora ${XSS}` })).toBeInTheDocument();
    expect(container.querySelectorAll('img, script')).toHaveLength(0);
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });

  it('shows the empty inbox without a list', async () => {
    serve([]);
    renderAdmin(<MessagesSection />, MESSAGES_NAMESPACES);
    expect(await screen.findByRole('heading', { name: 'No messages yet' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});

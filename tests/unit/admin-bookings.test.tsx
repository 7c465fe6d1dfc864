/** @jest-environment jsdom */
import { renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { sameClock, useCallTime } from '@/components/admin/bookings/booking-time';
import { BookingsSection } from '@/components/admin/bookings/bookings-section';
import { LOCALE_TAGS } from '@/i18n/locales';
import { ApiError } from '@/lib/api/admin';
import {
  cancelBooking,
  fetchBookings,
  fetchBookingSettings,
  markBooking,
  releaseBooking,
  saveBookingSettings,
} from '@/lib/api/admin-bookings';
import type { AdminBooking, BookingSettings } from '@/lib/booking/types';
import { renderAdmin } from '../support/admin-ui';
import { BOOKINGS_NAMESPACES } from '@/lib/admin/namespaces';

// The Bookings section with the client API module faked: what a call shows, the calls its menu
// and the cancellation's dialog make, and how the availability form shows its problems.

jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock('@/lib/api/admin-bookings', () => ({
  ...jest.requireActual('@/lib/api/admin-bookings'),
  fetchBookings: jest.fn(),
  markBooking: jest.fn(),
  cancelBooking: jest.fn(),
  releaseBooking: jest.fn(),
  fetchBookingSettings: jest.fn(),
  saveBookingSettings: jest.fn(),
}));

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

const BOOKING: AdminBooking = {
  id: 'b-1',
  start: '2026-12-01T13:00:00.000Z',
  end: '2026-12-01T13:30:00.000Z',
  status: 'confirmed',
  name: 'Ingrid Dahl',
  email: 'ingrid@example.no',
  service_interest: 'Branding',
  note: 'We open a bakery in March.\nLogo first.',
  locale: 'en',
  time_zone: 'America/New_York',
  meeting_location: SETTINGS.meeting_location,
  cancelled_at: null,
  cancelled_by: null,
  cancel_message: null,
  message_id: 'm-7',
  reschedule_count: 0,
  confirm_by: null,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
};

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(fetchBookingSettings).mockResolvedValue(SETTINGS);
  jest.mocked(fetchBookings).mockResolvedValue({ bookings: [BOOKING], total: 1, page: 1, page_size: 50 });
});

function renderSection() {
  renderAdmin(<BookingsSection />, BOOKINGS_NAMESPACES);
  return userEvent.setup();
}

const MENU = 'Actions for the call with Ingrid Dahl on Tue, Dec 1, 2026, 14:00';

describe('the Bookings section', () => {
  it('shows a call in the studio’s zone with the visitor’s own time, and marks it held from its menu', async () => {
    const user = renderSection();
    const call = within(await screen.findByRole('article', { name: 'Ingrid Dahl' }));
    expect(call.getByText('Tue, Dec 1, 2026')).toBeInTheDocument();
    expect(call.getByText('14:00–14:30 (Europe/Oslo)')).toBeInTheDocument();
    expect(call.getByText('Visitor’s time: Tue, Dec 1, 2026, 08:00 (America/New_York)')).toBeInTheDocument();
    expect(call.getByRole('link', { name: 'ingrid@example.no' })).toHaveAttribute('href', 'mailto:ingrid@example.no');
    expect(call.getByText('Confirmed')).toBeInTheDocument();
    expect(call.getByRole('link', { name: 'Open the message from Ingrid Dahl in Messages' })).toHaveAttribute(
      'href',
      '/admin/messages?edit=m-7',
    );
    expect(call.getByText('Note from Ingrid Dahl')).toBeInTheDocument();
    expect(fetchBookings).toHaveBeenCalledWith('/api/admin/bookings?when=upcoming&page=1');

    jest.mocked(markBooking).mockResolvedValue({ ...BOOKING, status: 'held' });
    await user.click(call.getByRole('button', { name: MENU }));
    await user.click(screen.getByRole('menuitem', { name: /^Mark as held: / }));
    expect(markBooking).toHaveBeenCalledWith('b-1', 'held');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Ingrid Dahl’s call: Held'));
  });

  it('cancels a call only with a message to the visitor, and shows the server’s refusal', async () => {
    const user = renderSection();
    await user.click(await screen.findByRole('button', { name: MENU }));
    await user.click(screen.getByRole('menuitem', { name: /^Cancel the call with Ingrid Dahl/ }));
    const dialog = within(screen.getByRole('dialog', { name: 'Cancel the call with Ingrid Dahl' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel the call' }));
    expect(dialog.getByRole('textbox', { name: 'Message to Ingrid Dahl' })).toHaveAccessibleDescription(/Write a message to the visitor\./);
    expect(cancelBooking).not.toHaveBeenCalled();

    jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.mocked(cancelBooking).mockRejectedValueOnce(new ApiError(409, 'That call has already started.'));
    await user.type(dialog.getByRole('textbox'), 'I am ill, sorry. Could we take Thursday?');
    await user.click(dialog.getByRole('button', { name: 'Cancel the call' }));
    expect(cancelBooking).toHaveBeenCalledWith('b-1', 'I am ill, sorry. Could we take Thursday?');
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('That call has already started.', expect.anything()));
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    jest.mocked(cancelBooking).mockResolvedValueOnce({ ...BOOKING, status: 'cancelled' });
    await user.click(dialog.getByRole('button', { name: 'Cancel the call' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toast.success).toHaveBeenCalledWith('The call with Ingrid Dahl was cancelled and ingrid@example.no was told.');
  });

  it('marks a pending hold with its end, and offers only its release', async () => {
    const hold: AdminBooking = { ...BOOKING, status: 'pending', message_id: null, confirm_by: '2026-11-28T12:15:00.000Z' };
    jest.mocked(fetchBookings).mockResolvedValue({ bookings: [hold], total: 1, page: 1, page_size: 50 });
    jest.mocked(releaseBooking).mockResolvedValueOnce({ ...hold, status: 'expired', confirm_by: null });
    const user = renderSection();
    const call = within(await screen.findByRole('article', { name: 'Ingrid Dahl' }));
    expect(call.getByText('Awaiting confirmation')).toBeInTheDocument();
    expect(call.getByTestId('hold-until')).toHaveTextContent('Held until Sat, Nov 28, 2026, 13:15 unless the visitor confirms');
    await user.click(call.getByRole('button', { name: MENU }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Release hold']);
    await user.click(screen.getByRole('menuitem', { name: /^Release the hold of Ingrid Dahl/ }));
    expect(releaseBooking).toHaveBeenCalledWith('b-1');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('The hold of Ingrid Dahl was released; the time is free again.'));
  });

  it('pages a long list', async () => {
    jest.mocked(fetchBookings).mockResolvedValue({ bookings: [BOOKING], total: 120, page: 1, page_size: 50 });
    const user = renderSection();
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(fetchBookings).toHaveBeenCalledWith('/api/admin/bookings?when=upcoming&page=2'));
  });

  it('checks the availability before saving it, and shows what the server refuses at its field, focused', async () => {
    const user = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Availability' }));
    const end = await screen.findByRole('textbox', { name: 'Monday, span 1: to' });
    await user.clear(end);
    await user.type(end, '08:00');
    await user.click(screen.getByRole('button', { name: 'Save availability' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Monday, span 1: to: The end must be after the start.');
    expect(end).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(end).toHaveFocus());
    expect(saveBookingSettings).not.toHaveBeenCalled();

    await user.clear(end);
    await user.type(end, '17:00');
    jest.spyOn(console, 'error').mockImplementation(() => {});
    jest
      .mocked(saveBookingSettings)
      .mockRejectedValueOnce(
        new ApiError(400, 'max_per_day: must be a whole number from 1 to 48; weekly_hours.1: 09:00–17:00 overlaps 12:00–13:00'),
      );
    const most = screen.getByRole('spinbutton', { name: 'Most calls per day' });
    await user.clear(most);
    await user.type(most, '40');
    await user.click(screen.getByRole('button', { name: 'Save availability' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Monday: 09:00–17:00 overlaps 12:00–13:00'));
    expect(screen.getByRole('alert')).toHaveTextContent('Most calls per day: must be a whole number from 1 to 48');
    expect(most).toHaveAccessibleDescription('must be a whole number from 1 to 48');
    await waitFor(() => expect(most).toHaveFocus());
    expect(saveBookingSettings).toHaveBeenCalledWith({
      ...SETTINGS,
      weekly_hours: { ...SETTINGS.weekly_hours, '1': [{ start: '09:00', end: '17:00' }] },
      max_per_day: 40,
    });
  });

  it('names a span’s problem in Norwegian too', async () => {
    renderAdmin(<BookingsSection />, BOOKINGS_NAMESPACES, 'no');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Tilgjengelighet' }));
    const start = await screen.findByRole('textbox', { name: 'Mandag, tidsrom 1: fra' });
    await user.clear(start);
    await user.type(start, '9');
    await user.click(screen.getByRole('button', { name: 'Lagre tilgjengelighet' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Mandag, tidsrom 1: fra: Skriv klokkeslettet som TT:MM, for eksempel 09:30.');
    expect(start).toHaveAccessibleDescription('Skriv klokkeslettet som TT:MM, for eksempel 09:30.');
    expect(saveBookingSettings).not.toHaveBeenCalled();
  });
});

describe('a call’s time for the Norwegian admin', () => {
  const norwegian = ({ children }: { children: ReactNode }) => (
    <NextIntlClientProvider locale="no" timeZone="UTC">
      {children}
    </NextIntlClientProvider>
  );

  it('is written in Norwegian, in the zone it is given, and compares zones the same', () => {
    const time = renderHook(() => useCallTime(), { wrapper: norwegian }).result.current;
    // «tir. 1. des. 2026, 14:00» in Oslo.
    expect(time.moment(BOOKING.start, 'Europe/Oslo')).toBe(
      new Intl.DateTimeFormat(LOCALE_TAGS.no.intl, {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone: 'Europe/Oslo',
      }).format(new Date(BOOKING.start)),
    );
    expect(sameClock(BOOKING.start, 'Europe/Oslo', 'Europe/Berlin', 'no')).toBe(true);
    expect(sameClock(BOOKING.start, 'Europe/Oslo', 'America/New_York', 'no')).toBe(false);
    expect(sameClock(BOOKING.start, 'Europe/Oslo', 'Not/AZone', 'no')).toBe(false);
  });
});

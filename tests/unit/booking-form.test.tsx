import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BookingForm } from '@/components/booking/booking-form';
import { BOOKING_LABEL_KEYS, type BookingLabels } from '@/components/booking/labels';
import { trackGenerateLead } from '@/lib/analytics/events';
import en from '@/messages/en.json';

jest.mock('@/lib/analytics/events', () => ({ trackGenerateLead: jest.fn() }));
// The proof of work runs in a real browser (tests/e2e/booking.spec.ts); here it hands over a solution.
const resetCheck = jest.fn();
jest.mock('@/components/booking/spam-check', () => ({
  SpamCheck: ({ ref }: { ref: import('react').Ref<unknown> }) => {
    const { useImperativeHandle } = jest.requireActual<typeof import('react')>('react');
    useImperativeHandle(ref, () => ({ solution: async () => 'c29sdmVk', reset: resetCheck }));
    return null;
  },
}));

const labels: BookingLabels = {
  ...(Object.fromEntries(BOOKING_LABEL_KEYS.map((key) => [key, en.Booking[key]])) as Record<(typeof BOOKING_LABEL_KEYS)[number], string>),
  errors: en.Booking.errors,
  check: en.Booking.check,
  honeypot: en.ContactForm.honeypot,
};
const START = '2026-12-04T08:00:00.000Z';
const fetchMock = jest.fn();
const onBooked = jest.fn();
const onTaken = jest.fn();

beforeEach(() => {
  jest.clearAllMocks();
  global.fetch = fetchMock;
});

function answer(status: number, body: unknown) {
  fetchMock.mockResolvedValueOnce({ ok: status >= 200 && status < 300, status, json: async () => body });
}

async function book() {
  const user = userEvent.setup();
  render(
    <BookingForm
      start={START}
      when="Friday, December 4, 2026 at 3:00 AM"
      locale="en"
      timeZone="America/New_York"
      reschedule={null}
      labels={labels}
      services={[{ value: 'Branding', label: 'Branding' }]}
      onBooked={onBooked}
      onTaken={onTaken}
    />,
  );
  await user.type(screen.getByLabelText('Name *'), 'Ingrid Hansen');
  await user.type(screen.getByLabelText('Email address *'), 'ingrid@example.com');
  await user.selectOptions(screen.getByLabelText(labels.service), 'Branding');
  await user.click(screen.getByRole('button', { name: 'Book the call' }));
}

describe('BookingForm', () => {
  it('holds the time in the visitor’s zone with the solved check, and counts the lead as a booking', async () => {
    answer(202, { status: 'pending', start: START, end: '2026-12-04T08:30:00.000Z', confirm_by: '2026-11-28T12:15:00.000Z' });
    await book();
    await waitFor(() =>
      expect(onBooked).toHaveBeenCalledWith({ start: START, email: 'ingrid@example.com', meeting_location: '', pending: true }),
    );
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/bookings');
    expect(JSON.parse(init.body as string)).toEqual({
      start: START,
      name: 'Ingrid Hansen',
      email: 'ingrid@example.com',
      service_interest: 'Branding',
      note: '',
      locale: 'en',
      time_zone: 'America/New_York',
      website: '',
      altcha: 'c29sdmVk',
    });
    expect(trackGenerateLead).toHaveBeenCalledWith('Branding', 'booking');
  });

  it('hands the next free times on when the time was just taken', async () => {
    const slots = [{ start: '2026-12-04T09:00:00.000Z', end: '2026-12-04T09:30:00.000Z' }];
    answer(409, { detail: 'That time was just taken.', slots });
    await book();
    await waitFor(() => expect(onTaken).toHaveBeenCalledWith(slots));
    expect(onBooked).not.toHaveBeenCalled();
    // The solution was spent: the next try solves a new challenge.
    expect(resetCheck).toHaveBeenCalled();
    expect(trackGenerateLead).not.toHaveBeenCalled();
  });

  it.each([
    [400, { detail: 'email: Invalid email address' }, 'Please check your details: email: Invalid email address'],
    [429, { detail: 'Too many requests' }, labels.rateLimited],
    [500, {}, labels.failure],
  ])('says what went wrong on a %i', async (status, body, text) => {
    answer(status, body);
    await book();
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    if (status === 400) expect(screen.getByLabelText('Email address *')).toHaveAttribute('aria-invalid', 'true');
    expect(onBooked).not.toHaveBeenCalled();
  });
});

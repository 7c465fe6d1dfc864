import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactFormClient, type ContactFormLabels } from '@/components/contact/contact-form-client';
import { notify } from '@/components/layout/toasts';
import { trackGenerateLead } from '@/lib/analytics/events';
import { SERVICE_INTERESTS } from '@/lib/contact/fields';

jest.mock('@/components/layout/toasts', () => ({ notify: jest.fn() }));
jest.mock('@/lib/analytics/events', () => ({ trackGenerateLead: jest.fn() }));

const labels: ContactFormLabels = {
  requiredNote: 'Fields marked with * are required.',
  name: 'Full Name *',
  namePlaceholder: 'Your full name',
  email: 'Email Address *',
  emailPlaceholder: 'you@example.com',
  service: 'Service interest',
  servicePlaceholder: 'Select a service',
  message: 'Message *',
  messagePlaceholder: 'Tell us...',
  honeypot: 'Leave this field empty',
  submit: 'Send message',
  sending: 'Sending...',
  success: 'Thank you! Your message has been sent successfully.',
  failure: 'Failed to send message. Please try again.',
  rateLimited: 'You have sent several messages in a short while.',
  errors: { name: 'Name error', email: 'Email error', service_interest: 'Service error', message: 'Message error' },
};

const fetchMock = jest.fn();

beforeEach(() => {
  jest.clearAllMocks();
  global.fetch = fetchMock;
});

function answer(status: number, body: unknown = {}) {
  fetchMock.mockResolvedValueOnce({ ok: status >= 200 && status < 300, status, json: async () => body });
}

async function fillAndSend(service?: string, email = 'ingrid@example.com') {
  const user = userEvent.setup();
  render(
    <ContactFormClient locale="no" labels={labels} services={SERVICE_INTERESTS.map((value) => ({ value, label: `${value} (label)` }))} />,
  );
  await user.type(screen.getByLabelText('Full Name *'), '  Ingrid Hansen ');
  await user.type(screen.getByLabelText('Email Address *'), email);
  if (service) await user.selectOptions(screen.getByLabelText('Service interest'), service);
  await user.type(screen.getByLabelText('Message *'), 'We need a new brand.');
  await user.click(screen.getByRole('button', { name: 'Send message' }));
  return user;
}

describe('ContactFormClient', () => {
  it('posts the trimmed message with the page language and an empty honeypot', async () => {
    answer(201, { detail: 'Message received' });
    await fillAndSend('Branding');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/contact');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({
      name: 'Ingrid Hansen',
      email: 'ingrid@example.com',
      service_interest: 'Branding',
      message: 'We need a new brand.',
      locale: 'no',
      website: '',
    });
  });

  it('on success: thanks the visitor, clears the form and records the lead with its service', async () => {
    answer(201);
    await fillAndSend('Branding');
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', labels.success));
    expect(screen.getByLabelText('Full Name *')).toHaveValue('');
    expect(screen.getByLabelText('Service interest')).toHaveValue('');
    expect(trackGenerateLead).toHaveBeenCalledWith('Branding');
  });

  it('records a lead without a service as such (the tracker names it a general inquiry)', async () => {
    answer(201);
    await fillAndSend();
    await waitFor(() => expect(trackGenerateLead).toHaveBeenCalledWith(undefined));
  });

  it('on any other status: says it failed, keeps the fields and records no lead', async () => {
    answer(503);
    await fillAndSend('Branding');
    await waitFor(() => expect(notify).toHaveBeenCalledWith('error', labels.failure));
    expect(screen.getByLabelText('Full Name *')).toHaveValue('  Ingrid Hansen ');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
    expect(trackGenerateLead).not.toHaveBeenCalled();
  });

  it('on 429: says to wait rather than to try again at once, and keeps the fields', async () => {
    answer(429, { detail: 'Too many messages from this address. Please try again later.' });
    await fillAndSend('Branding');
    await waitFor(() => expect(notify).toHaveBeenCalledWith('error', labels.rateLimited));
    expect(notify).not.toHaveBeenCalledWith('error', labels.failure);
    expect(screen.getByLabelText('Full Name *')).toHaveValue('  Ingrid Hansen ');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });

  it('treats a network error as a failure', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await fillAndSend();
    await waitFor(() => expect(notify).toHaveBeenCalledWith('error', labels.failure));
    expect(logged).toHaveBeenCalledTimes(1);
    logged.mockRestore();
  });

  it('checks the address by the server’s rule before sending: an internationalised one goes', async () => {
    answer(201, { detail: 'Message received' });
    await fillAndSend(undefined, 'ø@blåbær.no');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse((fetchMock.mock.calls[0] as [string, RequestInit])[1].body as string)).toMatchObject({ email: 'ø@blåbær.no' });
  });

  it('does not send an address a mail server would refuse (a 64-character domain label)', async () => {
    await fillAndSend(undefined, `ingrid@${'k'.repeat(64)}.no`);
    expect(await screen.findByText('Email error')).toBeInTheDocument();
    expect(screen.getByLabelText('Email Address *')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('marks the fields a 400 names', async () => {
    answer(400, { detail: 'email: Enter a valid email address' });
    await fillAndSend();
    await waitFor(() => expect(screen.getByLabelText('Email Address *')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Email Address *')).toHaveAccessibleDescription('Email error');
    expect(screen.getByLabelText('Full Name *')).toHaveAttribute('aria-invalid', 'false');
  });

  it('does not send an incomplete form, and clears a field’s error once it is edited', async () => {
    const user = userEvent.setup();
    render(<ContactFormClient locale="en" labels={labels} services={[]} />);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Full Name *')).toHaveAccessibleDescription('Name error');
    expect(screen.getByLabelText('Message *')).toHaveAccessibleDescription('Message error');
    expect(screen.getByLabelText('Full Name *')).toHaveFocus();
    await user.type(screen.getByLabelText('Full Name *'), 'I');
    expect(screen.getByLabelText('Full Name *')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByLabelText('Message *')).toHaveAttribute('aria-invalid', 'true');
  });
});

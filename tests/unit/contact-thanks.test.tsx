import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnchorHTMLAttributes } from 'react';
import { ContactFormArea } from '@/components/contact/contact-form-area';
import type { ContactFormLabels } from '@/components/contact/contact-form-client';
import en from '@/messages/en.json';
import no from '@/messages/no.json';

jest.mock('@/components/layout/toasts', () => ({ notify: jest.fn() }));
jest.mock('@/lib/analytics/events', () => ({ trackGenerateLead: jest.fn() }));
jest.mock('@/i18n/navigation', () => ({
  Link: ({ href, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a href={href} {...props} />,
}));

const fetchMock = jest.fn();
beforeEach(() => {
  jest.clearAllMocks();
  global.fetch = fetchMock;
  fetchMock.mockResolvedValue({ ok: true, status: 201, json: async () => ({}) });
});

function renderArea(messages: typeof en) {
  const form = messages.ContactForm;
  const labels: ContactFormLabels = { ...form, errors: { ...form.errors } };
  const thanks = messages.ContactThanks;
  render(
    <ContactFormArea
      headingId="contact-form-title"
      title={form.title}
      lead={form.lead}
      form={{ locale: 'en', labels, services: [] }}
      thanks={{ title: thanks.title, lead: thanks.lead, steps: Object.values(thanks.steps), another: thanks.another, work: thanks.work }}
    />,
  );
  return messages;
}

async function send(user: ReturnType<typeof userEvent.setup>, messages: typeof en) {
  await user.type(screen.getByLabelText(messages.ContactForm.name), 'Ingrid Hansen');
  await user.type(screen.getByLabelText(messages.ContactForm.email), 'ingrid@example.com');
  await user.type(screen.getByLabelText(messages.ContactForm.message), 'A new brand, please.');
  await user.click(screen.getByRole('button', { name: messages.ContactForm.submit }));
}

describe('the thank-you after a sent message', () => {
  it('takes the form’s place, says what happens next and takes the focus', async () => {
    const user = userEvent.setup();
    renderArea(en);
    await send(user, en);
    const heading = await screen.findByRole('heading', { level: 2, name: 'Thank you, Ingrid' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('We read your message and reply to ingrid@example.com within 24 hours.')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Send message' })).toBeNull();
    expect(screen.getByRole('link', { name: 'See our work in the meantime' })).toHaveAttribute('href', '/projects');
  });

  it('offers another message: an empty form with the cursor in the first field', async () => {
    const user = userEvent.setup();
    renderArea(en);
    await send(user, en);
    await user.click(await screen.findByRole('button', { name: 'Send another message' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Send us a message' })).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name *')).toHaveValue('');
    expect(screen.getByLabelText('Full Name *')).toHaveFocus();
  });

  it('is in Norwegian on the Norwegian page', async () => {
    const user = userEvent.setup();
    renderArea(no as unknown as typeof en);
    await send(user, no as unknown as typeof en);
    expect(await screen.findByRole('heading', { level: 2, name: 'Tusen takk, Ingrid' })).toBeInTheDocument();
    expect(screen.getByText('Vi leser meldingen og svarer deg på ingrid@example.com innen 24 timer.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send en ny melding' })).toBeInTheDocument();
  });
});

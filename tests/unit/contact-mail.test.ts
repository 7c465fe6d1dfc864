import { composeContactMail, type StoredContactMessage } from '@/lib/contact/notify';
import { localeFromReferer } from '@/lib/contact/service';

const stored: StoredContactMessage = {
  id: '7f1c1d0e-0000-4000-8000-000000000001',
  name: 'Eve\r\nBcc: victim@example.com',
  email: 'eve@example.com',
  serviceInterest: null,
  message: 'Hello\nBcc: nobody@example.com',
  locale: 'no',
  bookingId: null,
  readAt: null,
  archivedAt: null,
  createdAt: new Date('2025-03-01T10:00:00Z'),
};

describe('composeContactMail', () => {
  let mail: Awaited<ReturnType<typeof composeContactMail>>;
  beforeAll(async () => {
    mail = await composeContactMail(stored, { to: 'studio@example.com', from: 'hello@example.com' });
  });

  it('keeps visitor input out of headers of its own', () => {
    expect(mail.replyTo).toEqual({ name: stored.name, address: stored.email });
    expect(mail.subject).toBe('New contact message: General Inquiry');
    expect(mail.to).toBe('studio@example.com');
    expect(mail.from).toEqual({ name: 'Nordlys Studio website', address: 'hello@example.com' });
  });

  it('puts every field in the plain-text body', () => {
    expect(mail.text).toContain(`Name: ${stored.name}`);
    expect(mail.text).toContain('Email: eve@example.com');
    expect(mail.text).toContain('Service interest: General Inquiry');
    expect(mail.text).toContain('Language: Norwegian');
    expect(mail.text).toContain('Received: 2025-03-01T10:00:00.000Z');
    expect(mail.text).toContain(stored.message);
  });

  it('speaks the language of the person who reads the studio inbox', async () => {
    const norwegian = await composeContactMail(stored, { to: 'studio@example.com', from: 'hello@example.com', locale: 'no' });
    expect(norwegian.subject).toBe('Ny melding fra kontaktskjemaet: Generell henvendelse');
    expect(norwegian.text).toContain('Språk: norsk');
    expect(norwegian.text).toContain(`Navn: ${stored.name}`);
  });
});

describe('localeFromReferer', () => {
  it.each([
    ['http://localhost:3000/no/contact', 'no'],
    ['http://localhost:3000/no', 'no'],
    ['http://localhost:3000/contact', 'en'],
    ['http://localhost:3000/nothing', 'en'],
    ['not a url', 'en'],
    [null, 'en'],
  ])('reads %s as %s', (referer, locale) => {
    expect(localeFromReferer(referer)).toBe(locale);
  });
});

import { desc } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { POST } from '@/app/api/contact/route';
import { getDb } from '@/lib/db/client';
import { contactMessages } from '@/lib/db/schema';
import { startSmtpPeer, type SmtpPeer } from '../support/smtp-peer';
import { captureLog } from '../support/log-capture';

const STUDIO_EMAIL = 'hello@nordlys.studio';

let peer: SmtpPeer;

beforeAll(async () => {
  peer = await startSmtpPeer();
  // Read by the app on its first getEnv() call, which the database opening below makes.
  process.env.SMTP_URL = peer.url;
  delete process.env.CONTACT_RECIPIENT;
  delete process.env.STUDIO_EMAIL;
  // Migrating and seeding a fresh database can outlast a test's 5 s on a busy machine.
  await getDb();
}, 60_000);

afterAll(async () => {
  await peer.close();
});

// Every request comes from an address of its own unless a test says otherwise, so only the
// rate-limit test ever reaches the limit.
let nextAddress = 1;

interface PostOptions {
  ip?: string;
  headers?: Record<string, string>;
}

async function post(body: unknown, { ip = `10.0.0.${nextAddress++}`, headers = {} }: PostOptions = {}) {
  const request = new NextRequest('http://localhost:3000/api/contact', {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...headers },
  });
  const response = await POST(request, undefined);
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as { detail: string }, headers: response.headers };
}

const storedCount = async () => (await getDb()).$count(contactMessages);
const latestStored = async () =>
  (await (await getDb()).select().from(contactMessages).orderBy(desc(contactMessages.createdAt)).limit(1))[0];

const valid = {
  name: 'Ingrid Hansen',
  email: 'ingrid@example.com',
  service_interest: 'Branding & Website',
  message: 'We are opening a yoga studio in Bergen and need a brand and a website.',
};

describe('POST /api/contact, a valid message', () => {
  it('is stored with trimmed values and answered with 201', async () => {
    const before = await storedCount();
    const { status, body } = await post({ ...valid, name: '  Ingrid Hansen ', email: ' ingrid@example.com', locale: 'no' });
    expect(status).toBe(201);
    expect(body).toEqual({ detail: 'Message received' });
    expect(await storedCount()).toBe(before + 1);
    expect(await latestStored()).toMatchObject({
      name: 'Ingrid Hansen',
      email: 'ingrid@example.com',
      serviceInterest: 'Branding & Website',
      message: valid.message,
      locale: 'no',
    });
  });

  it.each([
    ['empty', ''],
    ['null', null],
    ['absent', undefined],
  ])('stores no service interest when it is %s', async (_, serviceInterest) => {
    const { status } = await post({ ...valid, service_interest: serviceInterest });
    expect(status).toBe(201);
    expect((await latestStored())?.serviceInterest).toBeNull();
  });

  it('takes the language from the Referer when the body has none', async () => {
    await post(valid, { headers: { referer: 'http://localhost:3000/no/contact' } });
    expect((await latestStored())?.locale).toBe('no');
    await post(valid, { headers: { referer: 'http://localhost:3000/contact' } });
    expect((await latestStored())?.locale).toBe('en');
    await post(valid);
    expect((await latestStored())?.locale).toBe('en');
  });
});

describe('POST /api/contact, refused input', () => {
  const long = (length: number) => 'x'.repeat(length);

  it.each([
    ['an empty name', { name: '' }, 'name: Enter your name'],
    ['a blank name', { name: '    ' }, 'name: Enter your name'],
    ['no name', { name: undefined }, 'name: Enter your name'],
    ['a name that is a number', { name: 42 }, 'name: Enter your name'],
    ['a name of 101 characters', { name: long(101) }, 'name: Use at most 100 characters'],
    ['an email without @', { email: 'ingrid.example.com' }, 'email: Enter a valid email address'],
    ['an empty email', { email: '' }, 'email: Enter a valid email address'],
    ['an email of 262 characters', { email: `${long(250)}@example.com` }, 'email: Use at most 254 characters'],
    [
      'a domain label of 185 characters',
      { email: `ingrid@${long(185)}.no` },
      'email: Use at most 63 characters between the dots of the domain',
    ],
    ['65 characters before the @', { email: `${long(65)}@example.no` }, 'email: Use at most 64 characters before the @'],
    ['an unknown service', { service_interest: 'Yoga' }, 'service_interest: Choose one of: Website Design, Branding'],
    ['an empty message', { message: '' }, 'message: Enter your message'],
    ['a message of 5001 characters', { message: long(5001) }, 'message: Use at most 5000 characters'],
    ['an unknown locale', { locale: 'de' }, 'locale: Use one of: en, no'],
  ])('refuses %s with 400 naming the field, storing nothing', async (_, change, detail) => {
    const before = await storedCount();
    const { status, body } = await post({ ...valid, ...change });
    expect(status).toBe(400);
    expect(body.detail).toContain(detail);
    expect(await storedCount()).toBe(before);
  });

  it('accepts the longest allowed values', async () => {
    const { status } = await post({
      ...valid,
      name: long(100),
      message: long(5000),
      email: `${long(64)}@${long(63)}.${long(63)}.${long(58)}.no`,
    });
    expect(status).toBe(201);
  });

  it('names every invalid field at once', async () => {
    const { status, body } = await post({ name: '', email: 'nope', message: '' });
    expect(status).toBe(400);
    expect(body.detail).toBe('name: Enter your name; email: Enter a valid email address; message: Enter your message');
  });

  it('refuses fields it does not know', async () => {
    const { status, body } = await post({ ...valid, phone: '+47 400 00 000' });
    expect(status).toBe(400);
    expect(body.detail).toMatch(/Unrecognized key.*phone/);
  });

  it.each([['[]'], ['"hello"'], ['null']])('refuses a body that is not an object: %s', async (json) => {
    const { status, body } = await post(json);
    expect(status).toBe(400);
    expect(body.detail).toBe('Send a JSON object with name, email, service_interest and message');
  });

  it('refuses broken JSON with 400', async () => {
    const before = await storedCount();
    const { status, body } = await post('{"name": "Ingrid",');
    expect(status).toBe(400);
    expect(body.detail).toBe('The request body is not valid JSON');
    expect(await storedCount()).toBe(before);
  });

  it.each([['text/plain'], ['application/x-www-form-urlencoded'], ['']])('refuses content type "%s" with 415', async (type) => {
    const { status, body } = await post(valid, { headers: { 'content-type': type } });
    expect(status).toBe(415);
    expect(body.detail).toMatch(/must be JSON/);
  });

  it('accepts a JSON content type with a charset', async () => {
    const { status } = await post(valid, { headers: { 'content-type': 'application/json; charset=utf-8' } });
    expect(status).toBe(201);
  });

  it('refuses a body over 32 kB with 413, whether or not its length is declared', async () => {
    const before = await storedCount();
    const huge = JSON.stringify({ ...valid, message: long(40_000) });
    expect((await post(huge)).status).toBe(413);
    const declared = await post(huge, { headers: { 'content-length': String(huge.length) } });
    expect(declared.status).toBe(413);
    expect(declared.body.detail).toBe('The request body must be at most 32 kB');
    expect(await storedCount()).toBe(before);
  });
});

describe('POST /api/contact, abuse', () => {
  it('answers a filled honeypot like a real message, but stores and mails nothing', async () => {
    const before = await storedCount();
    const { status, body } = await post({ ...valid, name: 'Honeypot Bot', website: 'https://spam.example' });
    expect(status).toBe(201);
    expect(body).toEqual({ detail: 'Message received' });
    expect(await storedCount()).toBe(before);

    // A real message sent afterwards arrives; the bot's never did.
    await post({ ...valid, name: 'After The Bot' });
    await peer.waitForMail((mail) => mail.text.includes('After The Bot'));
    expect(peer.received.some((mail) => mail.text.includes('Honeypot Bot'))).toBe(false);
  });

  it('allows 5 messages per address in 10 minutes, then answers 429 with Retry-After', async () => {
    const ip = '203.0.113.7';
    for (let sent = 0; sent < 5; sent++) expect((await post(valid, { ip })).status).toBe(201);
    const before = await storedCount();
    const refused = await post(valid, { ip });
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toMatch(/Too many messages/);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(await storedCount()).toBe(before);
    // Other visitors are not affected.
    expect((await post(valid, { ip: '203.0.113.8' })).status).toBe(201);
  });

  it('ignores x-real-ip, which the production server removes unless a trusted proxy sent it', async () => {
    const headers = (n: number) => ({ 'x-forwarded-for': '198.51.100.77', 'x-real-ip': `198.51.100.${n}` });
    for (let sent = 0; sent < 5; sent++) await post(valid, { headers: headers(sent) });
    expect((await post(valid, { headers: headers(9) })).status).toBe(429);
  });
});

describe('POST /api/contact, mail to the studio', () => {
  it('sends the message to the studio address, with reply-to the visitor', async () => {
    const message = 'Hei! Vi ønsker en ny nettside før sommeren.\nHar dere tid i mai?';
    await post({ ...valid, name: 'Solveig Ås', email: 'solveig@example.no', service_interest: 'Website Design', message });
    const mail = await peer.waitForMail((received) => received.text.includes('Solveig Ås'));
    expect(mail.recipients).toEqual([STUDIO_EMAIL]);
    expect(mail.headers.to).toBe(STUDIO_EMAIL);
    expect(mail.headers['reply-to']).toBe('Solveig Ås <solveig@example.no>');
    expect(mail.headers.subject).toBe('New contact message: Website Design');
    expect(mail.text).toContain('Name: Solveig Ås');
    expect(mail.text).toContain('Email: solveig@example.no');
    expect(mail.text).toContain('Service interest: Website Design');
    expect(mail.text).toContain(message);
  });

  it('takes an internationalised address, stored and replied to as typed', async () => {
    const { status } = await post({ ...valid, name: 'Øystein Utf', email: 'ø@example.no' });
    expect(status).toBe(201);
    expect((await latestStored())?.email).toBe('ø@example.no');
    const mail = await peer.waitForMail((received) => received.text.includes('Øystein Utf'));
    expect(mail.headers['reply-to']).toBe('Øystein Utf <ø@example.no>');
    expect(mail.text).toContain('Email: ø@example.no');
  });

  it('calls a message without a service a general inquiry', async () => {
    await post({ ...valid, name: 'Kari General', service_interest: '' });
    const mail = await peer.waitForMail((received) => received.text.includes('Kari General'));
    expect(mail.headers.subject).toBe('New contact message: General Inquiry');
  });

  it('still stores and accepts the message when the mail server is down, logging the failure once', async () => {
    await peer.close();
    const logged = captureLog();
    try {
      const before = await storedCount();
      const { status } = await post({ ...valid, name: 'Mail Server Down' });
      expect(status).toBe(201);
      expect(await storedCount()).toBe(before + 1);
      expect((await latestStored())?.name).toBe('Mail Server Down');
      await waitUntil(() => logged.lines.length > 0);
      expect(logged.lines).toMatchObject([
        { level: 'error', area: 'contact', msg: 'a message is stored but could not be e-mailed to the studio' },
      ]);
    } finally {
      logged.restore();
    }
  });
});

async function waitUntil(condition: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

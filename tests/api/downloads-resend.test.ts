import { POST as resend } from '@/app/api/downloads/resend/route';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { mailOutbox } from '@/lib/db/schema';
import { RESEND_ACCEPTED, RESEND_PER_CLIENT_LIMIT, RESEND_PER_EMAIL_LIMIT } from '@/lib/shop/orders/resend-request';
import type { DigitalProductRow } from '@/lib/db/schema';
import { freshIp } from '../support/admin';
import { payForm, products, request, sessionParams, startCheckout } from '../support/payments';
import { POST as pay } from '@/app/api/payments/demo/[sessionId]/pay/route';

// POST /api/downloads/resend, the "get my downloads again" form: one answer for every address,
// the work after the answer, limits per client and per e-mail address.

// The work queued with after(): Next runs it once the answer has gone; here the test runs it.
const afterAnswer: Array<() => Promise<unknown>> = [];
jest.mock('next/server', () => ({
  ...jest.requireActual('next/server'),
  after: (task: () => Promise<unknown>) => void afterAnswer.push(task),
}));

const BUYER = 'returning.buyer@example.com';

beforeAll(async () => {
  const [product] = (await products()) as [DigitalProductRow];
  const { sessionId } = await startCheckout(product);
  const paid = await request(pay, `/api/payments/demo/${sessionId}/pay`, payForm(BUYER), sessionParams(sessionId));
  expect(paid.status).toBe(303);
}, 120_000);

beforeEach(() => {
  afterAnswer.length = 0;
});

/** Receipts waiting in (or sent from) the outbox for an address. */
const receiptsTo = async (email: string) => (await getDb()).$count(mailOutbox, eq(mailOutbox.recipient, email));
const runAfterAnswer = () => Promise.all(afterAnswer.splice(0).map((task) => task()));

type Init = { ip?: string; headers?: Record<string, string>; body?: string };

async function ask(body: unknown, { ip = freshIp(), headers = {} }: Init = {}) {
  const response = await request(resend, '/api/downloads/resend', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { detail: string }, retryAfter: response.headers.get('retry-after') };
}

describe('POST /api/downloads/resend', () => {
  it('answers a buyer and an unknown address alike, and re-sends only after answering', async () => {
    const receipts = await receiptsTo(BUYER);
    const known = await ask({ email: BUYER, locale: 'en' });
    const unknown = await ask({ email: 'never.bought@example.com', locale: 'no' });
    expect(known).toEqual({ status: 202, body: { detail: RESEND_ACCEPTED }, retryAfter: null });
    expect(unknown).toEqual(known);
    // Nothing was looked up or queued while answering.
    expect(afterAnswer).toHaveLength(2);
    expect(await receiptsTo(BUYER)).toBe(receipts);
    await runAfterAnswer();
    expect(await receiptsTo(BUYER)).toBe(receipts + 1);
    expect(await receiptsTo('never.bought@example.com')).toBe(0);
  });

  it('trims the address, ignores its case and takes the form without a locale', async () => {
    const receipts = await receiptsTo(BUYER);
    expect((await ask({ email: `  ${BUYER.toUpperCase()}\n` })).status).toBe(202);
    await runAfterAnswer();
    expect(await receiptsTo(BUYER)).toBe(receipts + 1);
  });

  it('re-sends to an internationalised address that paid', async () => {
    const buyer = 'øydis.åsen@example.no';
    const [product] = (await products()) as [DigitalProductRow];
    const { sessionId } = await startCheckout(product);
    expect((await request(pay, `/api/payments/demo/${sessionId}/pay`, payForm(buyer), sessionParams(sessionId))).status).toBe(303);
    const receipts = await receiptsTo(buyer);
    expect((await ask({ email: buyer, locale: 'no' })).status).toBe(202);
    await runAfterAnswer();
    expect(await receiptsTo(buyer)).toBe(receipts + 1);
  });

  it.each([
    ['no email', {}],
    ['an empty email', { email: '' }],
    ['an address without a domain', { email: 'kari@' }],
    ['two addresses', { email: 'kari@example.com, ola@example.com' }],
    ['an address past 254 characters', { email: `${'k'.repeat(243)}@example.com` }],
    ['a domain label of 185 characters', { email: `kari@${'k'.repeat(185)}.no` }],
    ['an unknown locale', { email: BUYER, locale: 'nb' }],
    ['an unknown field', { email: BUYER, send_to: 'attacker@example.com' }],
    ['an array', [BUYER]],
  ])('refuses %s with 400 and queues nothing', async (_label, body) => {
    const answer = await ask(body);
    expect(answer.status).toBe(400);
    expect(answer.body.detail).toEqual(expect.any(String));
    expect(afterAnswer).toHaveLength(0);
  });

  it('refuses another content type (415) and a post from another site (403)', async () => {
    const text = await request(resend, '/api/downloads/resend', {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'x-forwarded-for': freshIp() },
      body: JSON.stringify({ email: BUYER }),
    });
    expect(text.status).toBe(415);
    const crossSite = await ask({ email: BUYER }, { headers: { origin: 'https://elsewhere.example' } });
    expect([crossSite.status, crossSite.body]).toEqual([403, { detail: 'Cross-site request refused' }]);
    expect((await ask({ email: 'same.site@example.com' }, { headers: { origin: 'http://localhost:3000' } })).status).toBe(202);
  });

  it(`takes ${RESEND_PER_CLIENT_LIMIT.points} requests an hour from one client address, then 429 with Retry-After`, async () => {
    const ip = '203.0.113.70';
    for (let n = 0; n < RESEND_PER_CLIENT_LIMIT.points; n++)
      expect((await ask({ email: `client.${n}@example.com` }, { ip })).status).toBe(202);
    const refused = await ask({ email: 'client.last@example.com' }, { ip });
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toMatch(/Too many requests/);
    expect(Number(refused.retryAfter)).toBeGreaterThan(RESEND_PER_CLIENT_LIMIT.windowSeconds - 60);
    expect((await ask({ email: 'client.last@example.com' }, { ip: '203.0.113.71' })).status).toBe(202);
  });

  it(`re-sends to one e-mail address ${RESEND_PER_EMAIL_LIMIT.points} times an hour from anywhere, whatever its case`, async () => {
    const spellings = ['Flooded@Example.com', ' flooded@example.com', 'FLOODED@EXAMPLE.COM'];
    for (const email of spellings) expect((await ask({ email })).status).toBe(202);
    const refused = await ask({ email: 'flooded@example.com' });
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(afterAnswer).toHaveLength(RESEND_PER_EMAIL_LIMIT.points);
    // Another address is not affected.
    expect((await ask({ email: 'neighbour@example.com' })).status).toBe(202);
  });
});

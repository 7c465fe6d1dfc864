import { expect, test } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Redis from 'ioredis';
import { Client } from 'pg';
import Stripe from 'stripe';
import { startNginx, type Nginx } from '../../scripts/nginx-recipe.mjs';
import { createTestDatabase, type TestDatabase } from '../support/postgres-database';
import { startServer, systemPort, type ServerProcess } from '../support/server-process';
import { openCheckout, productIds } from '../support/site-http';
import { startStripePeer, type StripePeer } from '../support/stripe-peer';
import { testimonialInput } from '../support/testimonial-input';

// docs/operations.md "Running several instances", as a test: two `npm start` instances on one Postgres
// and one Redis behind Debian's nginx with the repository's example configuration.

const POSTGRES = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// A Redis database of the test's own, emptied first: the sign-in limits it holds outlive a run.
const REDIS = `${(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379').replace(/\/\d*$/, '')}/9`;
const WEBHOOK_SECRET = 'whsec_multi_instance_test';
const ADMIN = { username: 'admin', password: 'studio-admin' };

let database: TestDatabase;
let stripePeer: StripePeer;
let a: ServerProcess;
let b: ServerProcess;
let nginx: Nginx;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const redis = new Redis(REDIS);
  await redis.flushdb();
  redis.disconnect();
  database = await createTestDatabase(POSTGRES);
  stripePeer = await startStripePeer();
  const nginxPort = systemPort(17);
  const env = {
    SITE_URL: `http://127.0.0.1:${nginxPort}`,
    REDIS_URL: REDIS,
    // The recipe's shared secret: a token signed by one instance is checked by the other.
    AUTH_SECRET: randomBytes(48).toString('base64url'),
    TRUSTED_PROXIES: '1',
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_multi_instance',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: `http://${stripePeer.host}:${stripePeer.port}`,
  };
  // One after the other: the first migrates and seeds the shared database.
  a = await startServer({ port: systemPort(15), databaseUrl: database.url, env });
  b = await startServer({ port: systemPort(16), databaseUrl: database.url, env });
  nginx = await startNginx({ port: nginxPort, upstreams: [new URL(a.origin).host, new URL(b.origin).host] });
});

test.afterAll(async () => {
  await nginx?.stop();
  await Promise.all([a?.dispose(), b?.dispose()]);
  await stripePeer?.close();
  await database?.drop();
});

async function signIn(origin: string, clientAddress: string, password = ADMIN.password): Promise<Response> {
  return fetch(`${origin}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': clientAddress },
    body: JSON.stringify({ username: ADMIN.username, password }),
  });
}

async function tokenFrom(origin: string, clientAddress: string): Promise<string> {
  const response = await signIn(origin, clientAddress);
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** A query session on the shared database, closed after `work`. */
async function withDatabase<T>(work: (db: Client) => Promise<T>): Promise<T> {
  const db = new Client({ connectionString: database.url });
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}

/** Marks a session of the Stripe peer paid by `email`, as Stripe would once the buyer pays. */
function payInPeer(sessionId: string, email: string) {
  const session = { ...stripePeer.sessions.get(sessionId)!, status: 'complete', payment_status: 'paid', customer_details: { email } };
  stripePeer.sessions.set(sessionId, session);
  return session;
}

/** Stripe's checkout.session.completed event for `session`, and its signature. */
function completedEvent(eventId: string, session: object): { payload: string; signature: string } {
  const payload = JSON.stringify({
    id: eventId,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object: session },
  });
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) };
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
/** Whether the page an instance serves names `text` (a yes or no, not the whole page in a failure). */
const pageShows = async (origin: string, path: string, text: string) => (await (await fetch(`${origin}${path}`)).text()).includes(text);

test('an admin edit made through one instance is on the page the other serves at the next request', async () => {
  const token = await tokenFrom(a.origin, '198.51.100.10');
  const testimonial = testimonialInput({ client_name: `Ragnhild Multi ${Date.now()}` });
  // B holds the page (its page cache and the shared cache) before the edit.
  expect(await pageShows(b.origin, '/testimonials', testimonial.client_name)).toBe(false);
  expect(await pageShows(b.origin, '/no/testimonials', testimonial.client_name)).toBe(false);

  const created = await fetch(`${a.origin}/api/admin/testimonials`, {
    method: 'POST',
    headers: { ...bearer(token), 'Content-Type': 'application/json' },
    body: JSON.stringify(testimonial),
  });
  expect(created.status).toBe(201);

  expect(await pageShows(b.origin, '/testimonials', testimonial.client_name), 'the other instance shows the edit').toBe(true);
  expect(await pageShows(b.origin, '/no/testimonials', testimonial.client_name), 'in Norwegian too').toBe(true);
  expect(await pageShows(a.origin, '/testimonials', testimonial.client_name), 'the instance that took the edit shows it').toBe(true);
});

test('a page published through one instance is what the other serves at the next request, in both languages', async () => {
  const token = await tokenFrom(a.origin, '198.51.100.11');
  const headline = { en: `Headline ${Date.now()}`, no: `Overskrift ${Date.now()}` };
  // B holds the home page in both languages before the publish.
  expect(await pageShows(b.origin, '/', headline.en)).toBe(false);
  expect(await pageShows(b.origin, '/no', headline.no)).toBe(false);

  const page = (await (await fetch(`${a.origin}/api/admin/pages/home`, { headers: bearer(token) })).json()) as {
    draft: { hero: Record<string, unknown> };
  };
  const saved = await fetch(`${a.origin}/api/admin/pages/home`, {
    method: 'PUT',
    headers: { ...bearer(token), 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...page.draft, hero: { ...page.draft.hero, title: headline } }),
  });
  expect(saved.status).toBe(200);
  expect(await pageShows(b.origin, '/', headline.en), 'a draft is not published').toBe(false);

  const published = await fetch(`${a.origin}/api/admin/pages/home/publish`, { method: 'POST', headers: bearer(token) });
  expect(published.status).toBe(200);
  expect(await pageShows(b.origin, '/', headline.en), 'the other instance shows the publish').toBe(true);
  expect(await pageShows(b.origin, '/no', headline.no), 'in Norwegian too').toBe(true);
  expect(await pageShows(a.origin, '/', headline.en), 'the instance that took it shows it').toBe(true);
});

test("the seller saved through one instance is in the other's footer and terms at the next request", async () => {
  const token = await tokenFrom(a.origin, '198.51.100.12');
  const name = `Multi Seller ${Date.now()} AS`;
  // B holds both pages before the save.
  expect(await pageShows(b.origin, '/', name)).toBe(false);
  expect(await pageShows(b.origin, '/no/terms-of-service', name)).toBe(false);

  const seller = (await (await fetch(`${a.origin}/api/admin/seller-settings`, { headers: bearer(token) })).json()) as object;
  const saved = await fetch(`${a.origin}/api/admin/seller-settings`, {
    method: 'PUT',
    headers: { ...bearer(token), 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...seller, legal_name: name }),
  });
  expect(saved.status).toBe(200);
  expect(await pageShows(b.origin, '/', name), "the other instance's footer").toBe(true);
  expect(await pageShows(b.origin, '/no/terms-of-service', name), 'its terms, in Norwegian').toBe(true);
});

test('a sign-in on one instance is valid on the other, and a sign-out on the other ends it', async () => {
  const token = await tokenFrom(a.origin, '198.51.100.11');
  expect((await fetch(`${b.origin}/api/admin/verify`, { headers: bearer(token) })).status).toBe(200);
  expect((await fetch(`${b.origin}/api/admin/logout`, { method: 'POST', headers: bearer(token) })).status).toBe(204);
  expect((await fetch(`${a.origin}/api/admin/verify`, { headers: bearer(token) })).status).toBe(401);
});

test('the sign-in limiter counts failures made on both instances together', async () => {
  const attacker = '203.0.113.66';
  const answers: number[] = [];
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const instance = attempt % 2 === 0 ? a : b;
    answers.push((await signIn(instance.origin, attacker, `wrong-password-${attempt}`)).status);
  }
  // Five failures in a row from one address: the sixth is refused, wherever it lands.
  expect(answers).toEqual([401, 401, 401, 401, 401, 429]);
  expect((await signIn(a.origin, attacker)).status).toBe(429);
});

test('50 concurrent duplicate webhooks spread over both instances make one order and one receipt', async () => {
  const [productId] = await productIds(nginx.origin);
  const checkout = await openCheckout(nginx.origin, productId!, 'en', '198.51.100.12');
  if (!checkout.ok) throw new Error(checkout.detail);
  const sessionId = checkout.value;
  const { payload, signature } = completedEvent('evt_multi_instance', payInPeer(sessionId, 'multi@example.com'));

  const statuses = await Promise.all(
    Array.from({ length: 50 }, async () => {
      const response = await fetch(`${nginx.origin}/api/payments/webhook`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
        body: payload,
      });
      return response.status;
    }),
  );
  expect(statuses).toEqual(Array(50).fill(200));

  await withDatabase(async (db) => {
    const orders = await db.query<{ id: string }>('select id from orders where session_id = $1', [sessionId]);
    expect(orders.rows).toHaveLength(1);
    const receipts = await db.query('select 1 from mail_outbox where order_id = $1', [orders.rows[0]!.id]);
    expect(receipts.rows).toHaveLength(1);
  });
});

test('30 orders paid at the same moment over both instances get 30 consecutive receipt numbers', async () => {
  const [productId] = await productIds(nginx.origin);
  const sessions = await Promise.all(
    Array.from({ length: 30 }, async (_, index) => {
      // Straight to an instance, from an address of its own: the checkout limit counts per address.
      const response = await fetch(`${(index % 2 ? a : b).origin}/api/payments/checkout`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.51.100.${150 + index}` },
        body: JSON.stringify({ product_id: productId, origin_url: nginx.origin, locale: 'en', withdrawal_consent: true }),
      });
      expect(response.status).toBe(200);
      const sessionId = new URL(((await response.json()) as { checkout_url: string }).checkout_url).pathname.split('/').pop()!;
      return payInPeer(sessionId, `buyer${index}@example.com`);
    }),
  );
  const statuses = await Promise.all(
    sessions.map(async (session, index) => {
      const { payload, signature } = completedEvent(`evt_receipt_${index}`, session);
      const response = await fetch(`${(index % 2 ? b : a).origin}/api/payments/webhook`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
        body: payload,
      });
      return response.status;
    }),
  );
  expect(statuses).toEqual(Array(30).fill(200));
  await withDatabase(async (db) => {
    const { rows } = await db.query<{ receipt_number: number }>(
      'select receipt_number from orders where session_id = any($1) order by receipt_number',
      [sessions.map((session) => session.id)],
    );
    const numbers = rows.map((row) => row.receipt_number);
    expect(numbers).toHaveLength(30);
    expect(numbers).toEqual(Array.from({ length: 30 }, (_, index) => numbers[0]! + index));
  });
});

test('10 racing checkouts with a discount code limited to 5, over both instances, give 5 uses', async () => {
  const token = await tokenFrom(a.origin, '198.51.100.13');
  const code = `RACE-${Date.now().toString(36)}`;
  const created = await fetch(`${a.origin}/api/admin/discount-codes`, {
    method: 'POST',
    headers: { ...bearer(token), 'Content-Type': 'application/json' },
    body: JSON.stringify({ code, kind: 'percent', percent_off: 20, usage_limit: 5 }),
  });
  expect(created.status).toBe(201);
  const [productId] = await productIds(nginx.origin);
  const answers = await Promise.all(
    Array.from({ length: 10 }, async (_, index) => {
      // Straight to an instance, from an address of its own: the checkout limit counts per address.
      const response = await fetch(`${(index % 2 ? a : b).origin}/api/payments/checkout`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.51.100.${200 + index}` },
        body: JSON.stringify({
          product_id: productId,
          origin_url: nginx.origin,
          locale: 'en',
          withdrawal_consent: true,
          discount_code: code.toLowerCase(),
        }),
      });
      return { status: response.status, reason: ((await response.json()) as { reason?: string }).reason };
    }),
  );
  expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5);
  expect(answers.filter((answer) => answer.status === 400 && answer.reason === 'used_up')).toHaveLength(5);
  await withDatabase(async (db) => {
    const { rows } = await db.query<{ sessions: number }>(
      'select count(*)::int as sessions from checkout_sessions where discount_code = $1 and amount_discount > 0',
      [code],
    );
    expect(rows[0]!.sessions).toBe(5);
  });
});

test('20 concurrent bookings of one slot spread over both instances make one booking', async () => {
  const { slots } = (await (await fetch(`${nginx.origin}/api/booking/slots`)).json()) as { slots: { start: string }[] };
  const start = slots[0]!.start;
  const statuses = await Promise.all(
    Array.from({ length: 20 }, async (_, index) => {
      // Each from an address and an e-mail of its own, so only the slot decides.
      const response = await fetch(`${(index % 2 ? a : b).origin}/api/bookings`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.51.100.${100 + index}` },
        body: JSON.stringify({
          start,
          name: `Visitor ${index}`,
          email: `racer${index}@example.com`,
          locale: 'en',
          time_zone: 'Europe/Oslo',
        }),
      });
      return response.status;
    }),
  );
  expect([...statuses].sort()).toEqual([201, ...Array(19).fill(409)]);
  await withDatabase(async (db) => {
    const booked = await db.query("select 1 from bookings where start_at = $1 and status <> 'cancelled'", [start]);
    expect(booked.rows).toHaveLength(1);
    const leads = await db.query('select 1 from contact_messages where booking_id is not null');
    expect(leads.rows).toHaveLength(1);
  });
});

/** A GET through nginx: its status, X-Cache-Status and text. */
async function viaNginx(origin: string, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${origin}${path}`, { headers });
  return { status: response.status, cache: response.headers.get('x-cache-status'), text: await response.text() };
}

test("nginx keeps an anonymous page for a second, never a signed-in admin's or a token's, and shows a save after one refill", async () => {
  const token = await tokenFrom(a.origin, '198.51.100.13');
  // The session cookie's name on a site served over http (lib/auth/cookie.ts).
  const session = { Cookie: `studio_admin=${token}` };

  await viaNginx(nginx.origin, '/testimonials');
  expect((await viaNginx(nginx.origin, '/testimonials')).cache, 'the second request within a second').toBe('HIT');
  for (const headers of [session, bearer(token), session, { rsc: '1' }]) {
    expect((await viaNginx(nginx.origin, '/testimonials', headers)).cache, Object.keys(headers)[0]).toBe('BYPASS');
  }
  // Nor is an answer to the admin stored for visitors; only Google Analytics' cookies count as none.
  expect((await viaNginx(nginx.origin, '/no/about', session)).cache).toBe('BYPASS');
  expect((await viaNginx(nginx.origin, '/no/about')).cache, "after the admin's request").toBe('MISS');
  expect((await viaNginx(nginx.origin, '/no/about', { Cookie: '_ga=GA1.1.123.456; _ga_E2ETEST1=GS1.1.789' })).cache).toBe('HIT');

  const testimonial = testimonialInput({ client_name: `Solveig Cached ${Date.now()}` });
  await viaNginx(nginx.origin, '/testimonials');
  expect((await viaNginx(nginx.origin, '/testimonials')).cache, 'the page is cached before the save').toBe('HIT');
  const created = await fetch(`${nginx.origin}/api/admin/testimonials`, {
    method: 'POST',
    headers: { ...bearer(token), 'Content-Type': 'application/json' },
    body: JSON.stringify(testimonial),
  });
  expect(created.status).toBe(201);
  const saved = Date.now();
  const seen: string[] = [];
  for (;;) {
    const answer = await viaNginx(nginx.origin, '/testimonials');
    seen.push(answer.cache ?? 'none');
    if (answer.text.includes(testimonial.client_name)) break;
    expect(Date.now() - saved, `the cache's answers since the save: ${seen.join(' ')}`).toBeLessThan(5_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const elapsed = Date.now() - saved;
  console.log(`The save was on the cached page after ${elapsed} ms: ${seen.join(' ')}`);
  // The old copy while it is valid (nginx counts whole seconds: until the end of the second after
  // the one it was stored in), then one refill from the request that found it expired: the old
  // page never gets a second lifetime.
  expect(seen.slice(0, -1).join(' ')).toMatch(/^((HIT )*(STALE|EXPIRED)( UPDATING)*)?$/);
  expect(elapsed).toBeLessThan(4_000);
});

test('the recipe stores no answer that sets a cookie, is private, is not HTML or varies by more', async () => {
  // No page of the site sets a cookie or varies by another header, so a peer plays both instances.
  const requests = new Map<string, number>();
  const peer: Server = createServer((request, response) => {
    const path = request.url ?? '';
    requests.set(path, (requests.get(path) ?? 0) + 1);
    const headers: Record<string, string> = {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 's-maxage=60',
      Vary: 'Accept-Encoding',
    };
    if (path === '/sets-cookie') headers['Set-Cookie'] = 'visitor=1; Path=/';
    if (path === '/private') headers['Cache-Control'] = 'private, s-maxage=60';
    if (path === '/json') headers['Content-Type'] = 'application/json';
    if (path === '/varies') headers.Vary = 'Accept-Language';
    if (path === '/encoding') headers['Cache-Control'] = 'no-store';
    response.writeHead(200, headers).end(path === '/encoding' ? (request.headers['accept-encoding'] ?? 'none') : `<p>${path}</p>`);
  });
  await new Promise<void>((resolve) => peer.listen(0, '127.0.0.1', resolve));
  const peerHost = `127.0.0.1:${(peer.address() as AddressInfo).port}`;
  const probe = await startNginx({ port: systemPort(18), upstreams: [peerHost, peerHost] });
  try {
    const twice = async (path: string) => [(await viaNginx(probe.origin, path)).cache, (await viaNginx(probe.origin, path)).cache];
    expect(await twice('/page'), 'a public page').toEqual(['MISS', 'HIT']);
    for (const path of ['/sets-cookie', '/private', '/json', '/varies']) expect(await twice(path), path).toEqual(['MISS', 'MISS']);
    expect(await twice('/api/page'), 'the API is never cached').toEqual([null, null]);
    // A browser's encodings reduced to the one the instances would choose.
    const encoding = async (accepted: string) => (await viaNginx(probe.origin, '/encoding', { 'Accept-Encoding': accepted })).text;
    expect(await encoding('gzip, deflate, br, zstd')).toBe('br');
    expect(await encoding('gzip, br;q=0')).toBe('gzip');
    expect(await encoding('br;q=0.5, gzip;q=0.0')).toBe('br');
    expect(await encoding('deflate')).toBe('none');
    const paths = ['/page', '/sets-cookie', '/private', '/json', '/varies', '/api/page'];
    expect(
      paths.map((path) => requests.get(path)),
      'requests that reached the peer',
    ).toEqual([1, 2, 2, 2, 2, 2]);
  } finally {
    await probe.stop();
    peer.closeAllConnections();
    await new Promise((resolve) => peer.close(resolve));
  }
});

test('SIGTERM to one instance during a load run loses no request: nginx retries what it refused', async () => {
  test.setTimeout(120_000);
  const paths = ['/', '/projects', '/no/testimonials', '/api/projects'];
  const failures: string[] = [];
  let answered = 0;
  let running = true;
  const worker = async () => {
    for (let index = 0; running; index += 1) {
      const path = paths[index % paths.length]!;
      try {
        // A cookie takes every request past nginx's page cache to an instance, as before it had one.
        const response = await fetch(`${nginx.origin}${path}`, { headers: { Cookie: 'load-test=1' } });
        await response.arrayBuffer();
        if (response.status !== 200) failures.push(`${path}: ${response.status}`);
        answered += 1;
      } catch (error) {
        failures.push(`${path}: ${(error as Error).message}`);
      }
    }
  };
  const load = Promise.all(Array.from({ length: 8 }, worker));
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const beforeStop = answered;
  await b.stop();
  expect(b.exitStatus()).toBe(0);
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  running = false;
  await load;
  console.log(
    `${answered} requests answered (${beforeStop} before SIGTERM); nginx log: ${nginx.errorLog().split('\n').filter(Boolean).length} lines`,
  );
  expect(failures).toEqual([]);
  expect(answered).toBeGreaterThan(beforeStop);
});

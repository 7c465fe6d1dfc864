import { expect, test } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { Client } from 'pg';
import Stripe from 'stripe';
import { startNginx, type Nginx } from '../support/nginx';
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
  nginx = await startNginx(nginxPort, [new URL(a.origin).host, new URL(b.origin).host]);
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
  const session = {
    ...stripePeer.sessions.get(sessionId)!,
    status: 'complete',
    payment_status: 'paid',
    customer_details: { email: 'multi@example.com' },
  };
  stripePeer.sessions.set(sessionId, session);
  const payload = JSON.stringify({
    id: 'evt_multi_instance',
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object: session },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });

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

  const db = new Client({ connectionString: database.url });
  await db.connect();
  try {
    const orders = await db.query<{ id: string }>('select id from orders where session_id = $1', [sessionId]);
    expect(orders.rows).toHaveLength(1);
    const receipts = await db.query('select 1 from mail_outbox where order_id = $1', [orders.rows[0]!.id]);
    expect(receipts.rows).toHaveLength(1);
  } finally {
    await db.end();
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
        const response = await fetch(`${nginx.origin}${path}`);
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

import { expect, test as base } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { Client } from 'pg';
import Stripe from 'stripe';
import { startNginx, type Nginx } from '../../../scripts/nginx-recipe.mjs';
import { createTestDatabase, type TestDatabase } from '../../support/postgres-database';
import { startServer, systemPort, type ServerProcess } from '../../support/server-process';
import { startStripePeer, type StripePeer } from '../../support/stripe-peer';

// docs/operations.md "Running several instances", as a test: two `npm start` instances on one Postgres
// and one Redis behind Debian's nginx with the repository's example configuration. The specs of this
// folder share one such cluster per Playwright worker (a worker fixture): they run one at a time in
// the `system-alone` project, so one cluster serves them all, started once.

const POSTGRES = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// A Redis database of the test's own, emptied first: the sign-in limits it holds outlive a run.
const REDIS = `${(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379').replace(/\/\d*$/, '')}/9`;
const WEBHOOK_SECRET = 'whsec_multi_instance_test';
const ADMIN = { username: 'admin', password: 'studio-admin' };

export interface Cluster {
  database: TestDatabase;
  stripePeer: StripePeer;
  a: ServerProcess;
  b: ServerProcess;
  nginx: Nginx;
}

async function startCluster(): Promise<Cluster> {
  const redis = new Redis(REDIS);
  await redis.flushdb();
  redis.disconnect();
  const database = await createTestDatabase(POSTGRES);
  const stripePeer = await startStripePeer();
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
  const a = await startServer({ port: systemPort(15), databaseUrl: database.url, env });
  const b = await startServer({ port: systemPort(16), databaseUrl: database.url, env });
  const nginx = await startNginx({ port: nginxPort, upstreams: [new URL(a.origin).host, new URL(b.origin).host] });
  return { database, stripePeer, a, b, nginx };
}

async function stopCluster({ database, stripePeer, a, b, nginx }: Cluster): Promise<void> {
  await nginx.stop();
  await Promise.all([a.dispose(), b.dispose()]);
  await stripePeer.close();
  await database.drop();
}

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- no test-scoped fixtures
export const test = base.extend<{}, { cluster: Cluster }>({
  cluster: [
    async ({}, provide) => {
      const cluster = await startCluster();
      try {
        await provide(cluster);
      } finally {
        await stopCluster(cluster);
      }
    },
    { scope: 'worker', timeout: 300_000 },
  ],
});
export { expect };

export async function signIn(origin: string, clientAddress: string, password = ADMIN.password): Promise<Response> {
  return fetch(`${origin}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': clientAddress },
    body: JSON.stringify({ username: ADMIN.username, password }),
  });
}

export async function tokenFrom(origin: string, clientAddress: string): Promise<string> {
  const response = await signIn(origin, clientAddress);
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** A query session on the cluster's database, closed after `work`. */
export async function withDatabase<T>({ database }: Cluster, work: (db: Client) => Promise<T>): Promise<T> {
  const db = new Client({ connectionString: database.url });
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}

/** Marks a session of the Stripe peer paid by `email`, as Stripe would once the buyer pays. */
export function payInPeer({ stripePeer }: Cluster, sessionId: string, email: string) {
  const session = { ...stripePeer.sessions.get(sessionId)!, status: 'complete', payment_status: 'paid', customer_details: { email } };
  stripePeer.sessions.set(sessionId, session);
  return session;
}

/** Stripe's checkout.session.completed event for `session`, and its signature. */
export function completedEvent(eventId: string, session: object): { payload: string; signature: string } {
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

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Whether the page an instance serves names `text` (a yes or no, not the whole page in a failure). */
export const pageShows = async (origin: string, path: string, text: string) =>
  (await (await fetch(`${origin}${path}`)).text()).includes(text);

/** A GET through nginx: its status, X-Cache-Status and text. */
export async function viaNginx(origin: string, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${origin}${path}`, { headers });
  return { status: response.status, cache: response.headers.get('x-cache-status'), text: await response.text() };
}

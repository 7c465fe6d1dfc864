import { sql } from 'drizzle-orm';
import { POST } from '@/app/api/contact/route';
import { closeDb, getDb } from '@/lib/db/client';
import { send } from '../support/api';
import { createTestDatabase, type TestDatabase } from '../support/postgres-database';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy';

// Queries on a Postgres server (TEST_DATABASE_URL) have time limits: the server cancels a long
// statement and ends a transaction left idle, and a query whose answer never comes (a network
// that silently drops packets, here a stalled proxy) fails as a 503 instead of hanging. The
// client's limit is shortened through DATABASE_URL, which takes precedence over the app's own.
const serverUrl = process.env.TEST_DATABASE_URL;
const QUERY_TIMEOUT_MS = 1_500;

let database: TestDatabase;
let proxy: TcpProxy;

beforeAll(async () => {
  if (!serverUrl) return;
  database = await createTestDatabase(serverUrl);
  const url = new URL(database.url);
  proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
  url.host = `127.0.0.1:${proxy.port}`;
  url.searchParams.set('query_timeout', String(QUERY_TIMEOUT_MS));
  process.env.DATABASE_URL = url.toString();
});

afterAll(async () => {
  if (!serverUrl) return;
  await proxy.close();
  await closeDb();
  await database.drop();
});

const run = serverUrl ? it : it.skip;

run("limits each statement and each idle transaction of the app's connections", async () => {
  const db = await getDb();
  const setting = async (name: string) => {
    const { rows } = (await db.execute(sql.raw(`show ${name}`))) as unknown as { rows: Record<string, string>[] };
    return rows[0]![name];
  };
  expect([await setting('statement_timeout'), await setting('idle_in_transaction_session_timeout')]).toEqual(['10s', '10s']);
});

run('answers 503 with Retry-After when the database stops answering on an open connection', async () => {
  await getDb();
  proxy.stall();
  const started = Date.now();
  const { status, headers } = await send(POST, '/api/contact', {
    method: 'POST',
    json: { name: 'Ingrid Hansen', email: 'ingrid@example.com', message: 'We need a brand and a website for our yoga studio.' },
    headers: { 'x-forwarded-for': '10.9.0.1' },
  });
  expect([status, headers.get('retry-after')]).toEqual([503, '5']);
  expect(Date.now() - started).toBeLessThan(QUERY_TIMEOUT_MS * 3);
});

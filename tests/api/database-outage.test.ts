import { POST } from '@/app/api/contact/route';
import { closeDb } from '@/lib/db/client';
import { send } from '../support/api';
import { createTestDatabase, type TestDatabase } from '../support/postgres-database';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy';

// The app reaches a Postgres server (TEST_DATABASE_URL) through a proxy the test cuts off: the
// server goes away before the first request, comes back, goes away again while the app holds
// open connections, and comes back again.
const serverUrl = process.env.TEST_DATABASE_URL;

let database: TestDatabase;
let proxy: TcpProxy;

beforeAll(async () => {
  if (!serverUrl) return;
  database = await createTestDatabase(serverUrl);
  const url = new URL(database.url);
  proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) }, { up: false });
  url.host = `127.0.0.1:${proxy.port}`;
  // Read by the app on its first getEnv() call, in the first request.
  process.env.DATABASE_URL = url.toString();
});

afterAll(async () => {
  if (!serverUrl) return;
  await closeDb();
  await proxy.close();
  await database.drop();
});

let sent = 0;
const postMessage = () =>
  send(POST, '/api/contact', {
    method: 'POST',
    json: { name: 'Ingrid Hansen', email: 'ingrid@example.com', message: 'We need a brand and a website for our yoga studio.' },
    headers: { 'x-forwarded-for': `10.8.0.${++sent}` },
  });

(serverUrl ? it : it.skip)('answers 503 with Retry-After while the server is away, and serves again once it is back', async () => {
  const first = await postMessage();
  expect([first.status, first.body, first.headers.get('retry-after')]).toEqual([503, { detail: expect.any(String) }, '5']);

  proxy.up();
  expect((await postMessage()).status).toBe(201);

  proxy.cut();
  const during = await postMessage();
  expect([during.status, during.headers.get('retry-after')]).toEqual([503, '5']);

  proxy.up();
  expect((await postMessage()).status).toBe(201);
});

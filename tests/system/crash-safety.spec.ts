import { expect, test } from '@playwright/test';
import { setTimeout as sleep } from 'node:timers/promises';
import { createTestDatabase } from '../support/postgres-database';
import { BEHIND_TEST_PROXY, startServer, systemPort, type ServerProcess } from '../support/server-process';
import { paymentStatus, productIds } from '../support/site-http';
import { readStoredRecords, type DatabaseLocation } from '../support/stored-records';
import { SCALE } from './scale';
import { emptyAcknowledged, streamWrites, type Acknowledged } from './write-stream';

// Crash safety: visitors send contact messages and buy products, several requests at a time; the
// server is killed with SIGKILL in the middle of that. Every write the server acknowledged must be
// in the database afterwards, and the server must come back up on it. Each round kills at a random
// point of the requests in flight and checks everything again, so a round proves what the next
// does, at another point: `npm test` runs one per database, SYSTEM_SCALE=full (scale.ts) two, the
// second on a database that has already been recovered once.

const ROUNDS = SCALE.crash.rounds;
const WRITERS = { contactWriters: 4, orderWriters: 3 };
// Each round writes at least this much before the kill, then runs on for a random while, so the
// kill lands at a different point of the requests each time.
const MIN_ACKNOWLEDGED = { contactMessages: 15, paidSessions: 5 };
const EXTRA_MS = { min: 300, max: 2_500 };

const missing = (acknowledged: string[], stored: Set<string>) => acknowledged.filter((item) => !stored.has(item));

async function untilWritten(acknowledged: Acknowledged, before: Acknowledged, failures: string[]): Promise<void> {
  const deadline = Date.now() + 30_000;
  const written = () =>
    acknowledged.contactMessages.length - before.contactMessages.length >= MIN_ACKNOWLEDGED.contactMessages &&
    acknowledged.paidSessions.length - before.paidSessions.length >= MIN_ACKNOWLEDGED.paidSessions;
  while (!written() && failures.length === 0 && Date.now() < deadline) await sleep(50);
}

/** Every acknowledged write, read from the database itself while the server is down. */
async function expectAllStored(location: DatabaseLocation, acknowledged: Acknowledged): Promise<void> {
  const stored = await readStoredRecords(location);
  expect(missing(acknowledged.contactMessages, stored.contactMessages), 'acknowledged contact messages that are missing').toEqual([]);
  expect(missing(acknowledged.sessions, stored.sessions), 'acknowledged checkout sessions that are missing').toEqual([]);
  expect(missing(acknowledged.paidSessions, stored.paidSessions), 'acknowledged payments whose session is not paid').toEqual([]);
  expect(missing(acknowledged.paidSessions, stored.orderSessions), 'acknowledged payments without an order').toEqual([]);
}

async function crashAndCheck(server: ServerProcess, location: DatabaseLocation): Promise<void> {
  const products = await productIds(server.origin);
  const acknowledged = emptyAcknowledged();

  for (let round = 1; round <= ROUNDS; round += 1) {
    const before = structuredClone(acknowledged);
    const stream = streamWrites({ origin: server.origin, productIds: products, round, ...WRITERS, acknowledged });
    await untilWritten(acknowledged, before, stream.failures);
    await sleep(EXTRA_MS.min + Math.random() * (EXTRA_MS.max - EXTRA_MS.min));
    stream.expectCrash();
    const inFlight = stream.inFlight();
    await server.kill();
    await stream.finished;
    console.log(
      `round ${round}: killed with ${inFlight} requests in flight; acknowledged so far ${acknowledged.contactMessages.length} messages, ` +
        `${acknowledged.sessions.length} checkouts, ${acknowledged.paidSessions.length} payments`,
    );
    expect(stream.failures, 'writes the server refused or dropped before the kill').toEqual([]);
    expect(inFlight, 'the kill should land while requests are in flight').toBeGreaterThan(0);

    await expectAllStored(location, acknowledged);
    await server.restart();
    // And the restarted server reports them: every paid session is paid (earlier rounds' too). An
    // address per poll: one address may poll only 60 times a minute (lib/shop/checkout/limits).
    for (const [n, sessionId] of acknowledged.paidSessions.entries()) {
      const address = `10.${200 + round}.${(n >> 8) & 255}.${n & 255}`;
      expect(await paymentStatus(server.origin, sessionId, address), sessionId).toBe('paid');
    }
  }
}

// At full scale three server starts, two crash copies read and two rounds of writes: about 40 s on
// an idle 2-core machine, up to 2 minutes on a busy one.
test.describe('crash safety', () => {
  test('no acknowledged write is lost when the server is killed (PGlite)', async () => {
    test.setTimeout(240_000);
    const server = await startServer({ port: systemPort(0), env: BEHIND_TEST_PROXY });
    try {
      await crashAndCheck(server, { dataDir: server.dataDir });
    } finally {
      await test
        .info()
        .attach('server.log', { path: server.logFile })
        .catch(() => undefined);
      await server.dispose();
    }
  });

  test('no acknowledged write is lost when the server is killed (Postgres)', async () => {
    test.skip(!process.env.TEST_DATABASE_URL, 'TEST_DATABASE_URL names no Postgres server');
    test.setTimeout(240_000);
    const database = await createTestDatabase(process.env.TEST_DATABASE_URL!);
    try {
      const server = await startServer({ port: systemPort(1), databaseUrl: database.url, env: BEHIND_TEST_PROXY });
      try {
        await crashAndCheck(server, { databaseUrl: database.url });
      } finally {
        await test
          .info()
          .attach('server.log', { path: server.logFile })
          .catch(() => undefined);
        await server.dispose();
      }
    } finally {
      await database.drop();
    }
  });
});

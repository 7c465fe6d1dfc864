import { closeDb } from '@/lib/db/client';
import { outboxIdle } from '@/lib/mail/outbox-worker';
import { createTestDatabase, type TestDatabase } from './postgres-database';
import { postgresTemplate } from './postgres-template';

// The booking form's proof of work at its floor, so a suite solves hundreds of challenges in a second.
process.env.BOOKING_CHALLENGE_MAX_NUMBER = '1000';
// Passwords hashed at a small cost (lib/auth/password.ts); admin-auth-flood.test.ts keeps the full one.
process.env.TEST_PASSWORD_HASH = 'cheap';
// Each test file gets a database of its own on the server, so files can run in parallel: a copy of
// the run's migrated and seeded template (postgres-template.ts). The app still checks on first
// use that every migration is applied and that there is content, and finds nothing to do.
let database: TestDatabase;

beforeAll(async () => {
  const serverUrl = process.env.TEST_DATABASE_URL as string;
  database = await createTestDatabase(serverUrl, await postgresTemplate(serverUrl));
  process.env.DATABASE_URL = database.url;
  delete process.env.SITE_URL;
}, 120_000);

afterAll(async () => {
  // A mail send that a booking kicked and nobody awaited would open the database again after the
  // close, and the drop would cut it off in the middle of the next file of this worker.
  await outboxIdle();
  await closeDb();
  await database.drop();
});

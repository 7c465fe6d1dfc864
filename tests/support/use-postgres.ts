import { closeDb } from '@/lib/db/client';
import { createTestDatabase, type TestDatabase } from './postgres-database';

// Each test file gets a database of its own on the server, so files can run in parallel.
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase(process.env.TEST_DATABASE_URL as string);
  process.env.DATABASE_URL = database.url;
  delete process.env.SITE_URL;
});

afterAll(async () => {
  await closeDb();
  await database.drop();
});

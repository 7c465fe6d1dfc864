import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { closeDb, getDb } from '@/lib/db/client';
import { testimonials } from '@/lib/db/schema';
import { testimonialSeeds } from '@/lib/db/seed/data/testimonials';

// A PGlite folder on disk (the Postgres project overrides it with its server database).
const dataDir = mkdtempSync(path.join(tmpdir(), 'studio-restart-'));
process.env.DATA_DIR = path.join(dataDir, 'nested', 'db');

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it('keeps written data across a restart, re-running migrations without seeding again', async () => {
  const db = await getDb();
  await db.delete(testimonials).where(eq(testimonials.clientName, testimonialSeeds[0]!.client_name));
  await closeDb();

  const reopened = await getDb();
  expect(await reopened.$count(testimonials)).toBe(testimonialSeeds.length - 1);
  // A new database on disk (initdb, every migration, the demo content), then a reopening: 30 s on
  // a slow machine, against jest's 30 s default.
}, 120_000);

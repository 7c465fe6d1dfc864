import { cpSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { keepPrivate } from '@/lib/db/private-folder.mjs';

// A new in-memory embedded database costs about 4 s (Postgres' initdb in WebAssembly, then the
// migrations and the demo content); a copy of a data folder made that way once per run opens in
// under 1 s. The first test file of a run that needs it builds it with the app's own code; the
// others wait for it.

const WAIT_MS = 120_000;

function runFolder(): string {
  const folder = process.env.STUDIO_JEST_RUN_FOLDER;
  if (!folder) throw new Error('STUDIO_JEST_RUN_FOLDER is not set: run jest with jest.config.mjs (its globalSetup makes it)');
  return folder;
}

/** Migrates and seeds a database in `folder` in a module registry of its own (getEnv caches DATA_DIR). */
async function build(folder: string): Promise<void> {
  const dataDir = process.env.DATA_DIR;
  process.env.DATA_DIR = folder;
  try {
    await jest.isolateModulesAsync(async () => {
      const { closeDb, getDb } = await import('@/lib/db/client');
      await getDb();
      await closeDb();
    });
  } finally {
    process.env.DATA_DIR = dataDir;
  }
}

/** The run's migrated and seeded data folder, built by whichever test file asks first. */
async function template(): Promise<string> {
  const root = runFolder();
  const ready = path.join(root, 'pglite-template');
  if (existsSync(ready)) return ready;
  try {
    mkdirSync(path.join(root, 'pglite-template.building'));
  } catch {
    // Another file is building it.
    const until = Date.now() + WAIT_MS;
    while (!existsSync(ready)) {
      if (Date.now() > until) throw new Error(`The embedded database's template was not ready within ${WAIT_MS / 1000} s`);
      await sleep(100);
    }
    return ready;
  }
  const partial = path.join(root, `pglite-template.partial-${process.pid}`);
  await build(partial);
  renameSync(partial, ready);
  return ready;
}

/** A copy of the template for one test file; removed by the returned function. */
export async function copyOfTemplate(): Promise<{ dataDir: string; remove: () => void }> {
  const source = await template();
  const dataDir = mkdtempSync(path.join(runFolder(), 'db-'));
  cpSync(source, dataDir, { recursive: true });
  // Private as a started server leaves it, so opening it warns of nothing (lib/db/private-folder.mjs).
  keepPrivate(dataDir);
  return { dataDir, remove: () => rmSync(dataDir, { recursive: true, force: true }) };
}

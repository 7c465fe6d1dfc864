import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { keepPrivate } from '@/lib/db/private-folder.mjs';
import { builtOncePerRun, runFolder } from './run-once';

// A new in-memory embedded database costs about 4 s (Postgres' initdb in WebAssembly, then the
// migrations and the demo content); a copy of a data folder made that way once per run opens in
// under 1 s. The first test file of a run that needs it builds it with the app's own code; the
// others wait for it.

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

/** A copy of the template for one test file; removed by the returned function. */
export async function copyOfTemplate(): Promise<{ dataDir: string; remove: () => void }> {
  const source = await builtOncePerRun('pglite-template', build);
  const dataDir = mkdtempSync(path.join(runFolder(), 'db-'));
  cpSync(source, dataDir, { recursive: true });
  // Private as a started server leaves it, so opening it warns of nothing (lib/db/private-folder.mjs).
  keepPrivate(dataDir);
  return { dataDir, remove: () => rmSync(dataDir, { recursive: true, force: true }) };
}

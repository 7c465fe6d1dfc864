import { existsSync, mkdirSync, renameSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

// Things the test files of one jest run share, kept in the run's folder (jest-run-folder.mjs):
// the first file that asks builds one, the others wait for it.

const WAIT_MS = 120_000;

export function runFolder(): string {
  const folder = process.env.STUDIO_JEST_RUN_FOLDER;
  if (!folder) throw new Error('STUDIO_JEST_RUN_FOLDER is not set: run jest with jest.config.mjs (its globalSetup makes it)');
  return folder;
}

/** The path of `name` in the run folder, built by `build(path)` for the first file that asks. */
export async function builtOncePerRun(name: string, build: (target: string) => Promise<void>): Promise<string> {
  const root = runFolder();
  const ready = path.join(root, name);
  if (existsSync(ready)) return ready;
  try {
    mkdirSync(path.join(root, `${name}.building`));
  } catch {
    // Another file is building it.
    const until = Date.now() + WAIT_MS;
    while (!existsSync(ready)) {
      if (Date.now() > until) throw new Error(`${name} was not ready within ${WAIT_MS / 1000} s`);
      await sleep(100);
    }
    return ready;
  }
  const partial = path.join(root, `${name}.partial-${process.pid}`);
  await build(partial);
  renameSync(partial, ready);
  return ready;
}

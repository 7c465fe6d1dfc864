// A folder for one jest run, shared by its workers (the embedded database's template lives there:
// tests/support/pglite-template.ts), removed when the run ends.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const RUN_FOLDER_VARIABLE = 'STUDIO_JEST_RUN_FOLDER';

export function createRunFolder() {
  process.env[RUN_FOLDER_VARIABLE] = mkdtempSync(path.join(tmpdir(), 'studio-jest-'));
}

export function removeRunFolder() {
  const folder = process.env[RUN_FOLDER_VARIABLE];
  if (folder) rmSync(folder, { recursive: true, force: true });
}

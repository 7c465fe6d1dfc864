import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { getEnv } from '@/lib/env';

const SECRET_FILE = 'auth-secret';

let cached: Uint8Array | undefined;

function readOrCreateLocalSecret(dataDir: string): string {
  const folder = path.resolve(/*turbopackIgnore: true*/ process.cwd(), dataDir);
  const file = path.join(folder, SECRET_FILE);
  mkdirSync(folder, { recursive: true });
  try {
    // 'wx' fails if the file exists, so two processes starting at once keep the first secret.
    writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8').trim();
}

/** AUTH_SECRET, or locally a random one kept in the data folder, so sessions survive a restart. */
export function getAuthSecret(): Uint8Array {
  if (cached) return cached;
  const env = getEnv();
  const secret =
    env.AUTH_SECRET ??
    (env.DATA_DIR.startsWith('memory://') ? randomBytes(48).toString('base64url') : readOrCreateLocalSecret(env.DATA_DIR));
  cached = new TextEncoder().encode(secret);
  return cached;
}

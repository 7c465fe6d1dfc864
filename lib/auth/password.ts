import 'server-only';
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { inHashSlot, type HashClaim } from './hash-slots';

// OWASP's scrypt cost: about 128 MiB and 0.4 s a hash (docs/decisions/sign-in-hash-slots.md).
const OWASP_PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
// A test file may hash at a small cost: the API tests sign in some sixty times per database, each
// time paying three or four full hashes. Only under jest (NODE_ENV=test, which no server sets:
// `next start` runs as production, `next dev` as development), and the specs of the sign-in queue,
// which needs slow hashes, keep the full cost (docs/decisions/test-gate.md).
const TEST_PARAMS = { N: 2 ** 10, r: 8, p: 1 } as const;
const hashParams = () => (process.env.NODE_ENV === 'test' && process.env.TEST_PASSWORD_HASH === 'cheap' ? TEST_PARAMS : OWASP_PARAMS);
const KEY_LENGTH = 64;
const SALT_BYTES = 16;
// Node refuses scrypt above 32 MiB unless told otherwise; 128 * N * r bytes plus headroom.
const MAX_MEMORY = 256 * 1024 * 1024;

function derive(password: string, salt: Buffer, options: ScryptOptions, claim?: HashClaim): Promise<Buffer> {
  return inHashSlot(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: MAX_MEMORY }, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
    claim,
  );
}

/** `scrypt$N$r$p$salt$hash` (base64url), so the cost can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const params = hashParams();
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Compares in constant time; a malformed stored hash never matches. `claim`: who asks (hash-slots.ts). */
export async function verifyPassword(password: string, stored: string, claim?: HashClaim): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) }, claim);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

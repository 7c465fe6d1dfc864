import 'server-only';
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { getAuthSecret } from './secret';

// Secrets the server must read back (a TOTP secret) are sealed with AES-256-GCM under a key derived
// from AUTH_SECRET, so a copy of the database alone gives no codes. Values only ever compared
// (single-use link tokens, recovery codes) are kept as keyed hashes instead.

const keyFor = (purpose: string) => Buffer.from(hkdfSync('sha256', getAuthSecret(), Buffer.alloc(0), `studio-admin:${purpose}`, 32));

export function seal(plain: string, purpose: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(purpose), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
}

/** The sealed value, or null when it was sealed under another secret or altered. */
export function unseal(sealed: string, purpose: string): string | null {
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !body) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFor(purpose), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

export const keyedHash = (value: string, purpose: string) => createHmac('sha256', keyFor(purpose)).update(value).digest('base64url');

/** A random token for a link: 32 bytes, URL-safe. */
export const linkToken = () => randomBytes(32).toString('base64url');

import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { getAuthSecret } from '@/lib/auth/secret';

// A token is a record's uuid and its HMAC for one purpose (a download link, a booking): a forged
// one is refused without a database read, and a token for one purpose is no token for another.

const MAC_BYTES = 16;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const mac = (purpose: string, id: Buffer) =>
  createHmac('sha256', getAuthSecret()).update(`${purpose}:`).update(id).digest().subarray(0, MAC_BYTES);

const uuidBytes = (id: string) => Buffer.from(id.replace(/-/g, ''), 'hex');
const uuidOf = (bytes: Buffer) => bytes.toString('hex').replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');

export function signId(purpose: string, id: string): string {
  const bytes = uuidBytes(id);
  return Buffer.concat([bytes, mac(purpose, bytes)]).toString('base64url');
}

/** The uuid a token was signed for, or null for a forged or malformed one. */
export function verifiedId(purpose: string, token: string): string | null {
  if (!TOKEN_PATTERN.test(token)) return null;
  const bytes = Buffer.from(token, 'base64url');
  // 43 characters carry 258 bits: the 2 spare ones must be zero, so each token has one spelling.
  if (bytes.toString('base64url') !== token) return null;
  const id = bytes.subarray(0, 16);
  return timingSafeEqual(bytes.subarray(16), mac(purpose, id)) ? uuidOf(id) : null;
}

import 'server-only';
import { randomInt } from 'node:crypto';
import { keyedHash } from './sealed';

// Ten single-use codes for a lost phone: 10 characters from an alphabet without look-alikes
// (about 50 bits each), shown once as `xxxxx-xxxxx` and stored as keyed hashes.

export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const PURPOSE = 'recovery-code';

const oneCode = () => Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** Spaces, dashes and case do not matter when a code is typed back. */
export const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

export const hashRecoveryCode = (code: string) => keyedHash(normalizeRecoveryCode(code), PURPOSE);

export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => oneCode());
  return { codes: codes.map((code) => `${code.slice(0, 5)}-${code.slice(5)}`), hashes: codes.map(hashRecoveryCode) };
}

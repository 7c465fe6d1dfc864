import { createHash } from 'node:crypto';
import type { Challenge } from 'altcha-lib/v1/types';

/**
 * The widget's search, done at once in Node: the number whose SHA-256 with the salt is the
 * challenge (ALTCHA's v1 proof of work), as the base64 payload the widget sends. For API and e2e
 * tests that book without a browser; the booking e2e spec lets the real widget solve.
 */
export function solve(challenge: Challenge): string {
  for (let number = 0; number <= (challenge.maxnumber ?? 1e6); number++) {
    if (createHash('sha256').update(`${challenge.salt}${number}`).digest('hex') === challenge.challenge) {
      const { maxnumber: _, ...signed } = challenge;
      return Buffer.from(JSON.stringify({ ...signed, number })).toString('base64');
    }
  }
  throw new Error('challenge not solved');
}

import 'server-only';
import { createHmac } from 'node:crypto';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import type { Challenge } from 'altcha-lib/v1/types';
import { getAuthSecret } from '@/lib/auth/secret';
import { getEnv } from '@/lib/env';
import { badRequest, HttpError } from '@/lib/http/responses';
import { z } from '@/lib/zod';
import { claimOnce } from './used-challenges';

// The booking form's proof of work (ALTCHA, self-hosted; docs/decisions/booking-holds.md): the
// visitor's browser finds the number behind a signed challenge, which costs a second or so per
// booking and nothing to the server but one HMAC. Each solution books once.

/** A solution older than this is refused: long enough to fill in the form, short enough to stockpile few. */
export const CHALLENGE_SECONDS = 10 * 60;
const ALGORITHM = 'SHA-256';

const hmacKey = () => createHmac('sha256', getAuthSecret()).update('altcha-booking').digest('hex');

export function newBookingChallenge(now = Date.now()): Promise<Challenge> {
  return createChallenge({
    algorithm: ALGORITHM,
    hmacKey: hmacKey(),
    maxnumber: getEnv().BOOKING_CHALLENGE_MAX_NUMBER,
    expires: new Date(now + CHALLENGE_SECONDS * 1000),
  });
}

const payloadSchema = z.object({
  algorithm: z.literal(ALGORITHM),
  challenge: z.string().min(1).max(200),
  number: z.number().int().min(0),
  salt: z.string().min(1).max(200),
  signature: z.string().min(1).max(200),
});

const INVALID = 'altcha: the spam check did not pass. Solve a new challenge from GET /api/booking/challenge and send again.';

function decode(altcha: string) {
  try {
    return payloadSchema.safeParse(JSON.parse(Buffer.from(altcha, 'base64').toString('utf8'))).data;
  } catch {
    return undefined;
  }
}

/** Refuses a missing, forged, expired or spent solution with 400 `{detail}`; spends a good one. */
export async function spendBookingSolution(altcha: string): Promise<void> {
  const payload = decode(altcha);
  if (!payload) throw badRequest(INVALID);
  const expires = Number(extractParams(payload).expires);
  if (!Number.isInteger(expires) || expires * 1000 <= Date.now()) {
    throw badRequest('altcha: the spam check has expired. Solve a new challenge and send again.');
  }
  if (!(await verifySolution(payload, hmacKey(), true))) throw badRequest(INVALID);
  const claim = await claimOnce(payload.signature, expires - Date.now() / 1000 + 1);
  if (claim === 'used') throw badRequest('altcha: this solution was already used. Solve a new challenge and send again.');
  if (claim === 'full') throw new HttpError(429, 'Too many bookings are being checked right now. Please try again in a minute.');
}

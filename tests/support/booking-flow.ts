import type { Challenge } from 'altcha-lib/v1/types';
import { GET as getChallenge } from '@/app/api/booking/challenge/route';
import { POST as postBooking } from '@/app/api/bookings/route';
import { POST as confirmRoute } from '@/app/api/bookings/[token]/confirm/route';
import { freshIp } from './admin';
import { solve } from './altcha-solve';
import { params, send } from './api';

export { solve };
import type { ReceivedMail } from './smtp-peer';

// A visitor's way through booking (docs/booking.md#pending-holds): the challenge solved as the
// widget solves it (the suites run with BOOKING_CHALLENGE_MAX_NUMBER=1000), the booking, the link.

/** A challenge from the endpoint, solved, as the widget's base64 payload. */
export async function solvedAltcha(ip = freshIp()): Promise<string> {
  const { status, body } = await send(getChallenge, '/api/booking/challenge', { headers: { 'x-forwarded-for': ip } });
  if (status !== 200) throw new Error(`challenge answered ${status}`);
  return solve(body as Challenge);
}

/** POST /api/bookings from `ip` with a freshly solved challenge unless the body brings its own. */
export async function book(json: Record<string, unknown>, ip = freshIp()) {
  const altcha = 'altcha' in json ? json.altcha : await solvedAltcha();
  return send(postBooking, '/api/bookings', { method: 'POST', json: { ...json, altcha }, headers: { 'x-forwarded-for': ip } });
}

/** The token of the confirmation link in a mail. */
export const confirmTokenIn = (mail: ReceivedMail) => /\/book\/confirm\/([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1] ?? null;

export const confirm = (token: string, ip = freshIp()) =>
  send(confirmRoute, `/api/bookings/${token}/confirm`, { method: 'POST', headers: { 'x-forwarded-for': ip } }, params({ token }));

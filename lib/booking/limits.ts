import 'server-only';
import { createRateLimiter, type RateLimit } from '@/lib/rate-limit/limiter';

// Each booking writes rows and sends a mail: counted per client address, and per inbox (the
// normalized e-mail, ./email-key.ts) so one inbox cannot be flooded from many addresses. Pending
// holds are capped as well (./hold-rules.ts); these limit how often a client may try.

export const BOOKING_RATE_LIMIT: RateLimit = { name: 'booking', points: 10, windowSeconds: 60 * 60 };
export const BOOKING_EMAIL_RATE_LIMIT: RateLimit = { name: 'booking-email', points: 3, windowSeconds: 24 * 60 * 60 };
/** Moves and cancellations through the signed links, each of which mails both sides. */
export const BOOKING_CHANGE_RATE_LIMIT: RateLimit = { name: 'booking-change', points: 20, windowSeconds: 60 * 60 };

export const bookingLimiter = createRateLimiter(BOOKING_RATE_LIMIT);
export const bookingEmailLimiter = createRateLimiter(BOOKING_EMAIL_RATE_LIMIT);
export const bookingChangeLimiter = createRateLimiter(BOOKING_CHANGE_RATE_LIMIT);
/** Challenges are cheap to make, but each is an answer: enough for a visitor who reloads and lingers. */
export const BOOKING_CHALLENGE_RATE_LIMIT: RateLimit = { name: 'booking-challenge', points: 30, windowSeconds: 10 * 60 };
export const bookingChallengeLimiter = createRateLimiter(BOOKING_CHALLENGE_RATE_LIMIT);

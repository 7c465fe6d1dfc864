import 'server-only';
import { createRateLimiter, type RateLimit } from '@/lib/rate-limit/limiter';

// Each booking writes rows and sends mail: counted per client address, and per e-mail address so
// one inbox cannot be flooded with invitations from many addresses. Slots are finite on their own
// (calls a day × days ahead); these keep one client from taking them all.

export const BOOKING_RATE_LIMIT: RateLimit = { name: 'booking', points: 10, windowSeconds: 60 * 60 };
export const BOOKING_EMAIL_RATE_LIMIT: RateLimit = { name: 'booking-email', points: 3, windowSeconds: 24 * 60 * 60 };
/** Moves and cancellations through the signed links, each of which mails both sides. */
export const BOOKING_CHANGE_RATE_LIMIT: RateLimit = { name: 'booking-change', points: 20, windowSeconds: 60 * 60 };

export const bookingLimiter = createRateLimiter(BOOKING_RATE_LIMIT);
export const bookingEmailLimiter = createRateLimiter(BOOKING_EMAIL_RATE_LIMIT);
export const bookingChangeLimiter = createRateLimiter(BOOKING_CHANGE_RATE_LIMIT);

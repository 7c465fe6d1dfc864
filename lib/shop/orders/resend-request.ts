import 'server-only';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { routing } from '@/i18n/routing';
import { buyerEmailSchema } from '@/lib/shop/checkout/buyer-email';
import { createRateLimiter, type RateLimit } from '@/lib/rate-limit/limiter';

// POST /api/downloads/resend, the "get my downloads again" form: every order of an address is
// sent again as a fresh receipt. The answer never says whether the address has orders.

export const resendRequestSchema = z.strictObject(
  {
    email: buyerEmailSchema,
    // The language of the page the form was sent from (each receipt is written in its order's).
    locale: z.enum(routing.locales, { error: `locale must be one of: ${routing.locales.join(', ')}` }).optional(),
  },
  { error: (issue) => (issue.code === 'invalid_type' ? 'Send a JSON object with email' : undefined) },
);

/** The one answer to every accepted request, whether or not the address has bought anything. */
export const RESEND_ACCEPTED = 'If this address has purchases, a new receipt with a download link for each is on its way.';

/** Requests one client address may make: a buyer who mistypes, not a script trying addresses. */
export const RESEND_PER_CLIENT_LIMIT: RateLimit = { name: 'resend-client', points: 5, windowSeconds: 60 * 60 };
/** Requests for one e-mail address, from anywhere: nobody can flood a buyer's inbox with receipts. */
export const RESEND_PER_EMAIL_LIMIT: RateLimit = { name: 'resend-email', points: 3, windowSeconds: 60 * 60 };

export const resendClientLimiter = createRateLimiter(RESEND_PER_CLIENT_LIMIT);
export const resendEmailLimiter = createRateLimiter(RESEND_PER_EMAIL_LIMIT);

/**
 * The per-address counter's key: the address as mail servers treat it in practice (case and
 * surrounding blanks do not matter), hashed so the limiter's store (Redis) holds no addresses.
 */
export const emailLimitKey = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');

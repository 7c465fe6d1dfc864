import 'server-only';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { routing } from '@/i18n/routing';
import { buyerEmailSchema } from '@/lib/shop/checkout/buyer-email';
import { createRateLimiter, type RateLimit } from '@/lib/rate-limit/limiter';

export const resendRequestSchema = z.strictObject(
  {
    email: buyerEmailSchema,
    locale: z.enum(routing.locales, { error: `locale must be one of: ${routing.locales.join(', ')}` }).optional(),
  },
  { error: (issue) => (issue.code === 'invalid_type' ? 'Send a JSON object with email' : undefined) },
);

export const RESEND_ACCEPTED = 'If this address has purchases, a new receipt with a download link for each is on its way.';

export const RESEND_PER_CLIENT_LIMIT: RateLimit = { name: 'resend-client', points: 5, windowSeconds: 60 * 60 };
/** Requests for one e-mail address, from anywhere: nobody can flood a buyer's inbox with receipts. */
export const RESEND_PER_EMAIL_LIMIT: RateLimit = { name: 'resend-email', points: 3, windowSeconds: 60 * 60 };

export const resendClientLimiter = createRateLimiter(RESEND_PER_CLIENT_LIMIT);
export const resendEmailLimiter = createRateLimiter(RESEND_PER_EMAIL_LIMIT);

/** Case and blanks ignored, hashed so the limiter's store (Redis) holds no addresses. */
export const emailLimitKey = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');

import 'server-only';
import { hasLocale } from 'next-intl';
import { routing, type Locale } from '@/i18n/routing';
import { getDb } from '@/lib/db/client';
import { contactMessages } from '@/lib/db/schema';
import { createRateLimiter, type RateLimit } from '@/lib/rate-limit/limiter';
import { notifyStudio } from './notify';
import type { ContactMessage } from './schema';

export const CONTACT_RATE_LIMIT: RateLimit = { name: 'contact', points: 5, windowSeconds: 10 * 60 };

export const contactRateLimiter = createRateLimiter(CONTACT_RATE_LIMIT);

export function localeFromReferer(referer: string | null): Locale {
  if (!referer || !URL.canParse(referer)) return routing.defaultLocale;
  const segment = new URL(referer).pathname.split('/')[1];
  return hasLocale(routing.locales, segment) ? segment : routing.defaultLocale;
}

/** Stores, then mails without waiting; a filled honeypot is accepted and dropped, so bots learn nothing. */
export async function submitContactMessage(input: ContactMessage, referer: string | null): Promise<void> {
  if (input.website?.trim()) return;
  const db = await getDb();
  const [stored] = await db
    .insert(contactMessages)
    .values({
      name: input.name,
      email: input.email,
      serviceInterest: input.service_interest ?? null,
      message: input.message,
      locale: input.locale ?? localeFromReferer(referer),
    })
    .returning();
  // The app runs as a long-lived Node server (`next start`), so the send completes after the answer.
  if (stored) void notifyStudio(stored);
}

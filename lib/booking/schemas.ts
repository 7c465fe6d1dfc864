import { IANAZone } from 'luxon';
import { routing } from '@/i18n/routing';
import { SERVICE_INTERESTS } from '@/lib/contact/fields';
import { HONEYPOT_FIELD } from '@/lib/contact/fields';
import { calendarDaySchema } from '@/lib/dates/calendar';
import { emailAddressSchema } from '@/lib/mail/address-schema';
import { z } from '@/lib/zod';
import { BOOKING_LIMITS } from './types';

export { BOOKING_LIMITS };

// Every booking input, checked at the boundary (docs/booking.md#api).

// Two months at once: the booking page's eight weeks from any day of the month it starts in.
export const MAX_SLOT_DAYS = 62;

export const timeZoneSchema = z
  .string({ error: 'Use an IANA time zone such as Europe/Oslo' })
  .max(64, { error: 'Use an IANA time zone such as Europe/Oslo' })
  // Node 24's Intl also takes offsets ('+01:00'): no IANA name, and not every browser knows them.
  .refine((zone) => /^[A-Za-z]/.test(zone) && IANAZone.isValidZone(zone), { error: 'Use an IANA time zone such as Europe/Oslo' });

const instantSchema = z.iso
  .datetime({ offset: true, error: 'Use an ISO 8601 time with its offset, as the slots give it' })
  .refine((value) => /^[12]\d{3}-/.test(value), { error: 'Use an ISO 8601 time with its offset, as the slots give it' })
  .transform((value) => new Date(value));

const text = (field: string, max: number, required: boolean) => {
  const base = z
    .string({ error: `Enter your ${field}` })
    .trim()
    .max(max, { error: `Use at most ${max} characters` });
  return required ? base.min(1, { error: `Enter your ${field}` }) : base;
};

export const slotQuerySchema = z.object({
  from: calendarDaySchema.optional(),
  days: z.coerce
    .number({ error: `days: a whole number from 1 to ${MAX_SLOT_DAYS}` })
    .int({ error: `days: a whole number from 1 to ${MAX_SLOT_DAYS}` })
    .min(1, { error: `days: a whole number from 1 to ${MAX_SLOT_DAYS}` })
    .max(MAX_SLOT_DAYS, { error: `days: at most ${MAX_SLOT_DAYS}` })
    .default(MAX_SLOT_DAYS),
});

export const bookingRequestSchema = z.strictObject(
  {
    start: instantSchema,
    name: text('name', BOOKING_LIMITS.name, true),
    email: emailAddressSchema,
    service_interest: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim() || undefined : (value ?? undefined)),
      z.enum(SERVICE_INTERESTS, { error: `Choose one of: ${SERVICE_INTERESTS.join(', ')}` }).optional(),
    ),
    note: text('note', BOOKING_LIMITS.note, false).optional().default(''),
    locale: z.enum(routing.locales, { error: `Use one of: ${routing.locales.join(', ')}` }).default(routing.defaultLocale),
    time_zone: timeZoneSchema,
    [HONEYPOT_FIELD]: z.string().max(500).optional(),
    // The solved challenge of GET /api/booking/challenge, as the ALTCHA widget sends it (base64 JSON).
    altcha: z
      .string({ error: 'altcha: solve the spam check (GET /api/booking/challenge) and send its solution' })
      .min(1, { error: 'altcha: solve the spam check (GET /api/booking/challenge) and send its solution' })
      .max(2000, { error: 'altcha: not a solution of the spam check' }),
  },
  {
    error: (issue) =>
      issue.code === 'invalid_type'
        ? 'Send a JSON object with start, name, email, time_zone, altcha and, if you like, service_interest and note'
        : undefined,
  },
);
export type BookingRequest = z.output<typeof bookingRequestSchema>;

export const rescheduleSchema = z.strictObject(
  { start: instantSchema },
  { error: (issue) => (issue.code === 'invalid_type' ? 'Send a JSON object with start' : undefined) },
);

export const visitorCancelSchema = z.strictObject(
  {
    reason: z
      .string()
      .trim()
      .max(BOOKING_LIMITS.reason, { error: `Use at most ${BOOKING_LIMITS.reason} characters` })
      .optional()
      .default(''),
  },
  { error: (issue) => (issue.code === 'invalid_type' ? 'Send a JSON object, with a reason if you like' : undefined) },
);

export const studioCancelSchema = z.strictObject(
  {
    message: z
      .string({ error: 'Write a message to the visitor' })
      .trim()
      .min(1, { error: 'Write a message to the visitor' })
      .max(BOOKING_LIMITS.message, { error: `Use at most ${BOOKING_LIMITS.message} characters` }),
  },
  { error: (issue) => (issue.code === 'invalid_type' ? 'Send a JSON object with a message' : undefined) },
);

export const bookingStatusPatchSchema = z.strictObject(
  { status: z.enum(['confirmed', 'held', 'no_show'], { error: 'status: one of confirmed, held, no_show (cancel with POST …/cancel)' }) },
  { error: (issue) => (issue.code === 'invalid_type' ? 'Send a JSON object with a status' : undefined) },
);

export const bookingListQuerySchema = z.object({
  when: z.enum(['upcoming', 'past'], { error: 'when: upcoming or past' }).default('upcoming'),
  page: z.coerce
    .number({ error: 'page: a whole number from 1' })
    .int({ error: 'page: a whole number from 1' })
    .min(1, { error: 'page: a whole number from 1' })
    .max(100_000, { error: 'page: at most 100000' })
    .default(1),
});

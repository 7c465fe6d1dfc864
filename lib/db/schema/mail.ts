import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { orders } from './orders';

export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;

/**
 * E-mails waiting to be sent, written in the same transaction as what they tell of (an order), so
 * neither a mail server that is down nor a restart loses one; `dedupe_key` makes a second
 * enqueue of the same mail a no-op (lib/mail/outbox.ts).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dedupeKey: text('dedupe_key').notNull().unique(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    // An invitation sent as the mail's calendar part (lib/booking/invitation.ts).
    calendar: jsonb('calendar').$type<{ method: 'REQUEST' | 'CANCEL'; content: string }>(),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    // When it was first due: now, or later for a reminder; retries give up counting from here.
    dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
    // Set while one instance is sending it, so two instances never send the same mail at once.
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    // When it was last tried, for the admin's System panel (mail refused in the last day).
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    // With tracing on, the trace of what queued it (`<trace id>-<span id>`): its sending joins that trace.
    traceParent: text('trace_parent'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('mail_outbox_status_known', sql`${t.status} in ('pending', 'sent', 'failed')`),
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_order_id_idx').on(t.orderId),
  ],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;

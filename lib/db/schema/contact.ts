import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './booking';
import { createdAt, siteLocale } from './columns';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    serviceInterest: text('service_interest'),
    message: text('message').notNull(),
    locale: siteLocale(),
    // Set when the message is the lead of a booked call.
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    // The admin's inbox: opened (read) and archived are moments, so "unread" and "archived" can
    // be undone and still say when they happened.
    readAt: timestamp('read_at', { withTimezone: true }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  // Every inbox query (list, export) reads newest first, the id settling ties: the index walks that
  // order backwards and stops at the list's limit instead of sorting the whole table.
  (t) => [index('contact_messages_created_at_idx').on(t.createdAt, t.id)],
);

export type ContactMessageRow = typeof contactMessages.$inferSelect;

import { SERVICE_INTERESTS } from '@/lib/contact/fields';
import type { ApiRecord } from '@/lib/db/column-names';
import type { contactMessages } from '@/lib/db/schema';
import { isStorableText } from '@/lib/db/text';
import { z } from '@/lib/zod';

// The admin's inbox as the API and the Messages screen both see it: which messages a list shows
// (search, service, inbox or archive), the shape of a message, and what a PATCH may change.
// No server-only code: the screen builds its requests from the same definitions.

/** The inbox holds what is not archived; the archive the rest. */
export const MESSAGE_BOXES = ['inbox', 'archived'] as const;
export type MessageBox = (typeof MESSAGE_BOXES)[number];

/** The service filter's value for messages sent without a service (a general inquiry). */
export const NO_SERVICE = 'none';
export const SERVICE_FILTERS = [...SERVICE_INTERESTS, NO_SERVICE] as const;
export type ServiceFilter = (typeof SERVICE_FILTERS)[number];

export const INBOX_LIMITS = {
  /** Longer search text is refused: nobody types it, and every character is matched against every message. */
  search: 200,
  /** The list shows the newest this many matches (with the number of all of them): a huge inbox stays fast. */
  list: 200,
  /** An export holds at most this many messages, the newest first. */
  export: 5000,
  /** The characters of a message's text that the list carries for its first line. */
  preview: 240,
} as const;

/** An empty parameter (`?service=`) means the same as none. */
const emptyAsAbsent = (value: unknown) => (value === '' ? undefined : value);

export const messageQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(INBOX_LIMITS.search, { error: `Use at most ${INBOX_LIMITS.search} characters` })
    // A NUL cannot be compared with a text column (the query would fail).
    .refine(isStorableText, { error: 'Text must be valid Unicode without NUL characters' })
    .default(''),
  service: z.preprocess(emptyAsAbsent, z.enum(SERVICE_FILTERS, { error: `Use one of: ${SERVICE_FILTERS.join(', ')}` }).optional()),
  box: z.preprocess(emptyAsAbsent, z.enum(MESSAGE_BOXES, { error: `Use one of: ${MESSAGE_BOXES.join(', ')}` }).default('inbox')),
});

export type MessageQuery = z.output<typeof messageQuerySchema>;
/** What the screen asks for; absent parts take their defaults (no search, every service, the inbox). */
export type MessageQueryInput = Partial<MessageQuery>;

/**
 * The query string of a list or export request: empty parts are left out, so the same view has
 * one address (and one SWR key).
 */
export function messageQueryString({ q, service, box }: MessageQueryInput): string {
  const params = new URLSearchParams();
  if (q?.trim()) params.set('q', q.trim());
  if (service) params.set('service', service);
  if (box && box !== 'inbox') params.set('box', box);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A stored message as the admin reads it (read_at and archived_at are null until it is read or archived). */
export type AdminMessage = ApiRecord<typeof contactMessages>;

/** A message in the list: everything but the whole text, of which the start comes as `preview`. */
export type AdminMessageSummary = Omit<AdminMessage, 'message'> & { preview: string };

export interface MessageList {
  /** The newest matches, at most INBOX_LIMITS.list. */
  messages: AdminMessageSummary[];
  /** How many messages match in all. */
  total: number;
}

/** The body of PATCH /api/admin/messages/{id}: read or unread, archived or back in the inbox. */
export const messagePatchSchema = z
  .strictObject(
    {
      read: z.boolean({ error: 'Use true or false' }).optional(),
      archived: z.boolean({ error: 'Use true or false' }).optional(),
    },
    { error: (issue) => (issue.code === 'invalid_type' ? 'Send a JSON object with read and/or archived' : undefined) },
  )
  .refine((patch) => patch.read !== undefined || patch.archived !== undefined, { error: 'Send read and/or archived (true or false)' });

export type MessagePatch = z.output<typeof messagePatchSchema>;

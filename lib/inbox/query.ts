import { SERVICE_INTERESTS } from '@/lib/contact/fields';
import type { ApiRecord } from '@/lib/db/column-names';
import type { contactMessages } from '@/lib/db/schema';

// The admin's inbox as the API and the Messages screen both see it: which messages a list shows
// (search, service, inbox or archive), the shape of a message, and what a PATCH may change.
// Neither server code nor zod (the admin's navigation loads this for its unread count): the
// request schemas are in ./schemas.ts.

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

/** Which messages a list shows: a search in name, e-mail and text, a service, and the box. */
export interface MessageQuery {
  q: string;
  service?: ServiceFilter;
  box: MessageBox;
}

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

/** The body of PATCH /api/admin/messages/{id}: read or unread, archived or back in the inbox (at least one). */
export interface MessagePatch {
  read?: boolean;
  archived?: boolean;
}

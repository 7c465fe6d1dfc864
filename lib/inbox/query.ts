import { SERVICE_INTERESTS } from '@/lib/contact/fields';
import type { ApiRecord } from '@/lib/db/column-names';
import type { contactMessages } from '@/lib/db/schema';

// Neither server code nor zod: the admin's navigation loads this for its unread count.

export const MESSAGE_BOXES = ['inbox', 'archived'] as const;
export type MessageBox = (typeof MESSAGE_BOXES)[number];

export const NO_SERVICE = 'none';
export const SERVICE_FILTERS = [...SERVICE_INTERESTS, NO_SERVICE] as const;
export type ServiceFilter = (typeof SERVICE_FILTERS)[number];

export const INBOX_LIMITS = {
  /** Longer search text is refused: nobody types it, and every character is matched against every message. */
  search: 200,
  /** The list shows the newest this many matches (with the number of all of them): a huge inbox stays fast. */
  list: 200,
  export: 5000,
  preview: 240,
} as const;

export interface MessageQuery {
  q: string;
  service?: ServiceFilter;
  box: MessageBox;
}

export type MessageQueryInput = Partial<MessageQuery>;

export function messageQueryString({ q, service, box }: MessageQueryInput): string {
  const params = new URLSearchParams();
  if (q?.trim()) params.set('q', q.trim());
  if (service) params.set('service', service);
  if (box && box !== 'inbox') params.set('box', box);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export type AdminMessage = ApiRecord<typeof contactMessages>;

export type AdminMessageSummary = Omit<AdminMessage, 'message'> & { preview: string };

export interface MessageList {
  messages: AdminMessageSummary[];
  total: number;
}

export interface MessagePatch {
  read?: boolean;
  archived?: boolean;
}

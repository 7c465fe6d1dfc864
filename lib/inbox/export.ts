import 'server-only';
import { languageName } from '@/i18n/language-names';
import { csvResponse, toCsv } from '@/lib/csv';
import type { ContactMessageRow } from '@/lib/db/schema';
import type { MessageQuery } from './query';

const HEADER = ['Received', 'Name', 'Email', 'Service interest', 'Language', 'Read', 'Message'] as const;

export function messagesCsv(messages: readonly ContactMessageRow[]): string {
  return toCsv(
    HEADER,
    messages.map((message) => [
      message.createdAt,
      message.name,
      message.email,
      message.serviceInterest ?? '',
      languageName(message.locale),
      message.readAt ? 'yes' : 'no', // not a locale
      message.message,
    ]),
  );
}

export function messagesCsvName({ box }: MessageQuery, now = new Date()): string {
  return `messages-${box === 'archived' ? 'archived-' : ''}${now.toISOString().slice(0, 10)}.csv`;
}

export function messagesCsvResponse(messages: readonly ContactMessageRow[], query: MessageQuery): Response {
  return csvResponse(messagesCsv(messages), messagesCsvName(query));
}

import 'server-only';
import { and, count, desc, eq, getTableColumns, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { toApiRecord } from '@/lib/db/column-names';
import { contactMessages, type ContactMessageRow } from '@/lib/db/schema';
import { isUuid } from '@/lib/db/uuid';
import { notFound } from '@/lib/http/responses';
import {
  INBOX_LIMITS,
  NO_SERVICE,
  type AdminMessage,
  type AdminMessageSummary,
  type MessageList,
  type MessagePatch,
  type MessageQuery,
} from './query';

const NOT_FOUND = 'Message not found';

/** `text` matched literally inside LIKE: its own % and _ (and the escape character) are not wildcards. */
export const likeContaining = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

function matching({ q, service, box }: MessageQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [box === 'archived' ? isNotNull(contactMessages.archivedAt) : isNull(contactMessages.archivedAt)];
  if (service === NO_SERVICE) conditions.push(isNull(contactMessages.serviceInterest));
  else if (service) conditions.push(eq(contactMessages.serviceInterest, service));
  if (q) {
    const pattern = likeContaining(q);
    conditions.push(
      or(ilike(contactMessages.name, pattern), ilike(contactMessages.email, pattern), ilike(contactMessages.message, pattern)),
    );
  }
  return and(...conditions);
}

/** Newest first; the id settles messages of the same moment, so the order never changes between reads. */
const NEWEST_FIRST = [desc(contactMessages.createdAt), desc(contactMessages.id)];

export const toAdminMessage = (row: ContactMessageRow): AdminMessage => toApiRecord(contactMessages, row);

function toSummary({ preview, ...row }: Omit<ContactMessageRow, 'message'> & { preview: string }): AdminMessageSummary {
  const { message: _omitted, ...record } = toAdminMessage({ ...row, message: '' });
  return { ...record, preview };
}

export async function listMessages(query: MessageQuery): Promise<MessageList> {
  const db = await getDb();
  const where = matching(query);
  const { message: _text, ...summaryColumns } = getTableColumns(contactMessages);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ ...summaryColumns, preview: sql<string>`left(${contactMessages.message}, ${INBOX_LIMITS.preview})` })
      .from(contactMessages)
      .where(where)
      .orderBy(...NEWEST_FIRST)
      .limit(INBOX_LIMITS.list),
    db.select({ total: count() }).from(contactMessages).where(where),
  ]);
  return { messages: rows.map(toSummary), total: counted?.total ?? 0 };
}

export async function exportMessages(query: MessageQuery): Promise<ContactMessageRow[]> {
  const db = await getDb();
  return db
    .select()
    .from(contactMessages)
    .where(matching(query))
    .orderBy(...NEWEST_FIRST)
    .limit(INBOX_LIMITS.export);
}

export async function getMessage(id: string): Promise<AdminMessage> {
  if (!isUuid(id)) throw notFound(NOT_FOUND);
  const db = await getDb();
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  if (!row) throw notFound(NOT_FOUND);
  return toAdminMessage(row);
}

/** Read and archived are moments: a message already read keeps when it was first opened. */
export async function updateMessage(id: string, { read, archived }: MessagePatch): Promise<AdminMessage> {
  if (!isUuid(id)) throw notFound(NOT_FOUND);
  const db = await getDb();
  const [row] = await db
    .update(contactMessages)
    .set({
      ...(read !== undefined && { readAt: read ? sql`coalesce(${contactMessages.readAt}, now())` : null }),
      ...(archived !== undefined && { archivedAt: archived ? sql`coalesce(${contactMessages.archivedAt}, now())` : null }),
    })
    .where(eq(contactMessages.id, id))
    .returning();
  if (!row) throw notFound(NOT_FOUND);
  return toAdminMessage(row);
}

export async function deleteMessage(id: string): Promise<void> {
  if (!isUuid(id)) throw notFound(NOT_FOUND);
  const db = await getDb();
  const deleted = await db.delete(contactMessages).where(eq(contactMessages.id, id)).returning({ id: contactMessages.id });
  if (deleted.length === 0) throw notFound(NOT_FOUND);
}

import 'server-only';
import { and, asc, desc, eq, isNull, lt, lte, notInArray, or, sql } from 'drizzle-orm';
import { getDb, type Transaction } from '@/lib/db/client';
import { mailOutbox, type MailOutboxRow } from '@/lib/db/schema';
import { getEnv } from '@/lib/env';
import { STUDIO_NAME } from '@/lib/site';
import { attachmentsOf } from './attachments';
import { sendMail } from './transport';
import { log } from '@/lib/log/logger.mjs';
import { maskEmails } from '@/lib/log/mask.mjs';
import { metrics } from '@/lib/metrics/metrics.mjs';
import { currentTraceParent, inSpanUnder, SpanKind } from '@/lib/tracing/spans.mjs';

// Queued in the sender's transaction, sent by one instance (docs/shop.md#receipts-and-download-links).

export interface OutgoingMail {
  /** A second mail with the same key is not queued: the one queued first stands. */
  dedupeKey: string;
  orderId: string | null;
  recipient: string;
  subject: string;
  text: string;
  html: string;
  /** An invitation, sent as the mail's calendar part (and an .ics attachment). */
  calendar?: MailOutboxRow['calendar'];
  /** Not sent before this moment (a reminder); now when absent. */
  dueAt?: Date;
}

/** Queues a mail as part of the caller's transaction; send it after the commit with `kickOutbox()`. */
export async function enqueueMail(tx: Transaction, mail: OutgoingMail): Promise<void> {
  const { dedupeKey, orderId, recipient, subject, text, html, calendar, dueAt } = mail;
  const due = dueAt ?? new Date();
  await tx
    .insert(mailOutbox)
    .values({
      dedupeKey,
      orderId,
      recipient,
      subject,
      textBody: text,
      htmlBody: html,
      calendar,
      dueAt: due,
      nextAttemptAt: due,
      traceParent: currentTraceParent(),
    })
    .onConflictDoNothing({ target: mailOutbox.dedupeKey });
}

/** Drops the mails not yet sent whose key starts with `prefix` (a reminder for a call that moved). */
export async function dropPendingMail(tx: Transaction, prefix: string): Promise<void> {
  await tx.delete(mailOutbox).where(and(eq(mailOutbox.status, 'pending'), sql`starts_with(${mailOutbox.dedupeKey}, ${prefix})`));
}

/** How long a claimed mail stays with the instance sending it (nodemailer gives up well before). */
const CLAIM_MS = 2 * 60_000;
const FIRST_RETRY_MS = 5_000;
const MAX_RETRY_MS = 15 * 60_000;
const GIVE_UP_MS = 3 * 86_400_000;

export const retryDelayMs = (attempts: number) => Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));

async function claimNext(now: Date): Promise<MailOutboxRow | null> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.status, 'pending'),
          lte(mailOutbox.nextAttemptAt, now),
          or(isNull(mailOutbox.lockedUntil), lte(mailOutbox.lockedUntil, now)),
        ),
      )
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return null;
    const [claimed] = await tx
      .update(mailOutbox)
      .set({ lockedUntil: new Date(now.getTime() + CLAIM_MS), attempts: sql`${mailOutbox.attempts} + 1`, lastAttemptAt: now })
      .where(eq(mailOutbox.id, due.id))
      .returning();
    return claimed ?? null;
  });
}

async function deliver(mail: MailOutboxRow): Promise<void> {
  const { STUDIO_EMAIL, SITE_URL } = getEnv();
  const attachments = await attachmentsOf(mail);
  await sendMail({
    from: { name: STUDIO_NAME, address: STUDIO_EMAIL },
    to: mail.recipient,
    subject: mail.subject,
    text: mail.textBody,
    html: mail.htmlBody,
    ...(mail.calendar && { icalEvent: { method: mail.calendar.method, filename: 'invite.ics', content: mail.calendar.content } }),
    ...(attachments.length > 0 && { attachments }),
    messageId: `<${mail.id}@${new URL(SITE_URL).hostname}>`,
  });
}

async function settle(mail: MailOutboxRow, error: unknown, now: Date): Promise<void> {
  const db = await getDb();
  if (!error) {
    metrics.mailSent.inc();
    await db.update(mailOutbox).set({ status: 'sent', sentAt: now, lockedUntil: null, lastError: null }).where(eq(mailOutbox.id, mail.id));
    return;
  }
  const reason = error instanceof Error ? error.message : String(error);
  const givenUp = now.getTime() - mail.dueAt.getTime() > GIVE_UP_MS;
  metrics.mailFailures.inc({ given_up: String(givenUp) });
  // The recipient masked, the kind of mail without its record's id (a receipt's names the order).
  const fields = { area: 'mail', mail_id: mail.id, to: maskEmails(mail.recipient), attempt: mail.attempts, reason };
  if (givenUp) log.error(fields, 'mail not sent; given up');
  else log.warn(fields, 'mail not sent; will try again');
  await db
    .update(mailOutbox)
    .set({
      status: givenUp ? 'failed' : 'pending',
      lockedUntil: null,
      lastError: reason.slice(0, 500),
      nextAttemptAt: new Date(now.getTime() + retryDelayMs(mail.attempts)),
    })
    .where(eq(mailOutbox.id, mail.id));
}

export async function drainOutbox(): Promise<number> {
  if (!getEnv().SMTP_URL) return 0;
  let sent = 0;
  for (let mail = await claimNext(new Date()); mail; mail = await claimNext(new Date())) {
    const claimed = mail;
    const attributes = { 'mail.id': claimed.id, 'mail.attempt': claimed.attempts, ...(claimed.orderId && { 'order.id': claimed.orderId }) };
    // Sent in the trace that queued it (a purchase's), whichever drain or instance sends it, and when.
    const error = await inSpanUnder(claimed.traceParent, 'smtp send', { kind: SpanKind.CLIENT, attributes }, () => deliver(claimed)).then(
      () => null,
      (failure: unknown) => failure ?? new Error('unknown failure'),
    );
    await settle(mail, error, new Date());
    if (!error) sent += 1;
  }
  return sent;
}

/** After 30 days, except each order's newest (the admin's list shows from it whether she has her receipt). */
export async function deleteOldSentMail(now = new Date()): Promise<void> {
  const db = await getDb();
  const newestPerOrder = db
    .selectDistinctOn([mailOutbox.orderId], { id: mailOutbox.id })
    .from(mailOutbox)
    .orderBy(mailOutbox.orderId, desc(mailOutbox.createdAt));
  await db
    .delete(mailOutbox)
    .where(
      and(
        eq(mailOutbox.status, 'sent'),
        lt(mailOutbox.sentAt, new Date(now.getTime() - 30 * 86_400_000)),
        notInArray(mailOutbox.id, newestPerOrder),
      ),
    );
}

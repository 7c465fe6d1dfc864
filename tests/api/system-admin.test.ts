import { GET as auditTrail } from '@/app/api/admin/audit/route';
import { POST as sendNow } from '@/app/api/admin/mail/[id]/send/route';
import { GET as system } from '@/app/api/admin/system/route';
import { getDb } from '@/lib/db/client';
import { backupRuns, mailOutbox } from '@/lib/db/schema';
import type { SystemStatus } from '@/lib/health/system-status';
import { eq } from 'drizzle-orm';
import { adminToken, bearer } from '../support/admin';
import { detailOf, params, send } from '../support/api';
import { insertOrder, newProduct } from '../support/orders';

// The admin's System panel (docs/admin.md#system): its figures, and Send now on a waiting receipt.
// Who may call it is held by tests/api/admin-roles.test.ts (owners only).

const HOUR_MS = 3_600_000;
let auth: Record<string, string>;
beforeAll(async () => {
  auth = bearer(await adminToken());
});

const status = async () => {
  const answer = await send(system, '/api/admin/system', { headers: auth });
  expect(answer.status).toBe(200);
  expect(answer.headers.get('cache-control')).toBe('no-store');
  return answer.body as SystemStatus;
};
const sendMail = (id: string) => send(sendNow, `/api/admin/mail/${id}/send`, { method: 'POST', headers: auth }, params({ id }));

async function receiptMail(orderId: string, fields: Partial<typeof mailOutbox.$inferInsert>) {
  const db = await getDb();
  const [row] = await db
    .insert(mailOutbox)
    .values({
      dedupeKey: `system-test:${orderId}`,
      orderId,
      recipient: 'late.buyer@example.com',
      subject: 'Receipt',
      textBody: 'R',
      htmlBody: '<p>R</p>',
      ...fields,
    })
    .returning();
  return row!;
}

it('tells the mail of the last day, the receipts waiting oldest first, the newest backup, storage and version', async () => {
  const now = Date.now();
  const product = await newProduct();
  const [older, newer] = [await insertOrder({ product }), await insertOrder({ product })];
  const refused = { lastError: '421 Service not available', lastAttemptAt: new Date(now - HOUR_MS) };
  const givenUp = await receiptMail(older.id, { status: 'failed', attempts: 14, dueAt: new Date(now - 3 * 24 * HOUR_MS), ...refused });
  const waiting = await receiptMail(newer.id, { status: 'pending', attempts: 2, dueAt: new Date(now - 2 * HOUR_MS), ...refused });
  const db = await getDb();
  await db.insert(mailOutbox).values({
    dedupeKey: 'system-test:sent',
    recipient: 'someone@example.com',
    subject: 'Booked',
    textBody: 'B',
    htmlBody: '<p>B</p>',
    status: 'sent',
    sentAt: new Date(now - HOUR_MS),
  });
  await db.insert(backupRuns).values([
    { bytes: 1_000, database: 'pglite', finishedAt: new Date(now - 48 * HOUR_MS) },
    { bytes: 9_437_184, database: 'pglite', finishedAt: new Date(now - 3 * HOUR_MS) },
  ]);

  const { mail, backup, storage, version } = await status();
  expect(mail).toMatchObject({ sent_last_day: 1, refused_last_day: 2, sending: false });
  expect(mail.unsent_receipts.map((receipt) => receipt.id)).toEqual([givenUp.id, waiting.id]);
  expect(mail.unsent_receipts[0]).toMatchObject({
    order_id: older.id,
    receipt_number: older.receiptNumber,
    recipient: 'late.buyer@example.com',
    status: 'failed',
    attempts: 14,
    last_error: '421 Service not available',
  });
  expect(backup).toEqual({ finished_at: new Date(now - 3 * HOUR_MS).toISOString(), bytes: 9_437_184, database: 'pglite', overdue: false });
  expect(storage.database_bytes).toBeGreaterThan(1_000_000);
  expect(storage.disk_total_bytes).toBeGreaterThan(storage.disk_free_bytes ?? Infinity);
  expect(version).toMatchObject({ app: expect.stringMatching(/^\d+\.\d+\.\d+/), node: process.version, database: expect.any(String) });
});

it('sends a given-up receipt again now, with two more days of attempts, and notes it in the audit trail', async () => {
  const product = await newProduct();
  const order = await insertOrder({ product });
  const mail = await receiptMail(order.id, { status: 'failed', attempts: 14, dueAt: new Date(Date.now() - 3 * 24 * HOUR_MS) });
  const answer = await sendMail(mail.id.toUpperCase());
  expect(answer.status).toBe(202);
  const db = await getDb();
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, mail.id));
  expect(row).toMatchObject({ status: 'pending', attempts: 0 });
  expect(Date.now() - row!.dueAt.getTime()).toBeLessThan(60_000);
  const trail = await send(auditTrail, '/api/admin/audit', { headers: auth });
  expect((trail.body as { entries: unknown[] }).entries[0]).toMatchObject({ action: 'resend', entity: 'mail', entity_id: mail.id });
});

it('refuses a mail that was sent, one being sent, and one that does not exist (404), changing nothing', async () => {
  const product = await newProduct();
  const [sentOrder, lockedOrder] = [await insertOrder({ product }), await insertOrder({ product })];
  const sent = await receiptMail(sentOrder.id, { status: 'sent', sentAt: new Date() });
  const locked = await receiptMail(lockedOrder.id, { status: 'pending', attempts: 1, lockedUntil: new Date(Date.now() + 60_000) });
  for (const id of [sent.id, locked.id, '00000000-0000-4000-8000-00000000beef', 'not-a-mail']) {
    const answer = await sendMail(id);
    expect(answer.status).toBe(404);
    expect(detailOf(answer)).toMatch(/not waiting to be sent/);
  }
  const db = await getDb();
  const [still] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, locked.id));
  expect(still).toMatchObject({ attempts: 1, status: 'pending' });
});

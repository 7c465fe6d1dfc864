import { eq } from 'drizzle-orm';
import { POST as pay } from '@/app/api/payments/demo/[sessionId]/pay/route';
import { GET as status } from '@/app/api/payments/status/[sessionId]/route';
import { getDb } from '@/lib/db/client';
import { checkoutSessions, downloadLinks, mailOutbox, type DigitalProductRow } from '@/lib/db/schema';
import { deleteOldSentMail, drainOutbox } from '@/lib/mail/outbox';
import { outboxIdle } from '@/lib/mail/outbox-worker';
import { deleteOldDownloadLinks, downloadByLink, linkIdOf, readDownloadLink } from '@/lib/shop/downloads/links';
import { resendAllReceipts, resendReceipt } from '@/lib/shop/orders/receipts';
import { refundOrder } from '@/lib/shop/orders/refunds';
import { fulfil } from '@/lib/shop/checkout/fulfil';
import { ordersOf, payForm, products, request, sessionParams, startCheckout } from '../support/payments';
import { startSmtpPeer, type ReceivedMail, type SmtpPeer } from '../support/smtp-peer';

// The buyer's receipt: queued once by the idempotent fulfilment, sent through a real SMTP peer
// from the outbox, in the buyer's language, with a download link that expires and runs out.

jest.setTimeout(60_000);

let peer: SmtpPeer;
let refusing = false;
let product: DigitalProductRow;

beforeAll(async () => {
  peer = await startSmtpPeer(0, { refusing: () => refusing });
  process.env.SMTP_URL = peer.url;
  delete process.env.DOWNLOAD_LINK_DAYS;
  delete process.env.DOWNLOAD_LINK_MAX_DOWNLOADS;
  [product] = (await products()) as [DigitalProductRow];
}, 120_000);

afterAll(() => peer.close());

let buyers = 0;
const newBuyer = () => `buyer${++buyers}.${Date.now()}@example.com`;

/** A checkout paid by `email`, as the demo checkout's Pay (or Stripe's webhook) records it. */
async function paidCheckout(email: string, locale: 'en' | 'no' = 'en'): Promise<string> {
  const { sessionId } = await startCheckout(product, locale);
  const db = await getDb();
  await db
    .update(checkoutSessions)
    .set({ status: 'complete', paymentStatus: 'paid', customerEmail: email })
    .where(eq(checkoutSessions.id, sessionId));
  return sessionId;
}

const mailsTo = (email: string) => peer.received.filter((mail) => mail.recipients.includes(email));
const tokenIn = (mail: ReceivedMail) => /\/downloads\/([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1] ?? '';

async function settled() {
  await outboxIdle();
  await drainOutbox();
}

describe('receipt e-mail', () => {
  it('is sent once however many webhooks and status polls fulfil the order at the same time', async () => {
    const email = newBuyer();
    const sessionId = await paidCheckout(email);
    const polls = Array.from({ length: 25 }, () => request(status, `/api/payments/status/${sessionId}`, {}, sessionParams(sessionId)));
    const fulfilments = Array.from({ length: 25 }, () => fulfil(sessionId));
    await Promise.all([...polls, ...fulfilments]);
    await peer.waitForMail((mail) => mail.recipients.includes(email));
    await settled();
    expect(await ordersOf(sessionId)).toHaveLength(1);
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('tells product, amount, date and a download link, in plain text and HTML', async () => {
    const email = newBuyer();
    const sessionId = await paidCheckout(email);
    await fulfil(sessionId);
    const mail = await peer.waitForMail((received) => received.recipients.includes(email));
    expect(mail.headers.subject).toBe(`Your receipt from Nordlys Studio: ${product.title.en}`);
    expect(mail.text).toContain(`Product: ${product.title.en}`);
    expect(mail.text).toContain(`Total: $${(product.priceCents / 100).toFixed(2)}`);
    expect(mail.text).toMatch(/Date: [A-Z][a-z]+ \d{1,2}, \d{4}/);
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/downloads\/[A-Za-z0-9_-]{43}\n/);
    expect(mail.html).toContain(`href="http://localhost:3000/downloads/${tokenIn(mail)}"`);
    expect(mail.text).toContain('The link works for 30 days and 10 downloads.');
    // The consent the checkout stored, carried onto the order and confirmed on the receipt.
    const [session] = await (await getDb()).select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId));
    const [order] = await ordersOf(sessionId);
    expect(order!.withdrawalConsentAt).toEqual(session!.withdrawalConsentAt);
    expect(order!.withdrawalConsentAt).toBeInstanceOf(Date);
    const consent =
      /On [A-Z][a-z]+ \d{1,2}, \d{4} you asked for immediate delivery and accepted that your right of withdrawal ends when delivery starts\./;
    expect(mail.text).toMatch(consent);
    expect(mail.html).toMatch(consent);
  });

  it('is written in Norwegian for a purchase made on /no, with the link to the Norwegian page', async () => {
    const email = newBuyer();
    await fulfil(await paidCheckout(email, 'no'));
    const mail = await peer.waitForMail((received) => received.recipients.includes(email));
    expect(mail.headers.subject).toMatch(/^Kvitteringen din fra Nordlys Studio: /);
    expect(mail.text).toContain('Tusen takk for kjøpet!');
    expect(mail.text).toMatch(/Dato: \d{1,2}\. [a-zæøå]+ \d{4}/);
    expect(mail.text).toMatch(/Den \d{1,2}\. [a-zæøå]+ \d{4} ba du om levering med en gang og godtok at angreretten faller bort/);
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/no\/downloads\/[A-Za-z0-9_-]{43}/);
  });

  // The peer reports an A-label domain in Unicode (smtp-server decodes it); whether the client needed
  // SMTPUTF8 tells how it was sent.
  it.each([
    ['a UTF-8 local part, with SMTPUTF8', 'ø', 'example.no', true],
    ['an IDN domain, as A-labels without SMTPUTF8', 'kari', 'blåbær.no', false],
  ])('reaches a buyer who paid at the demo checkout with %s', async (_case, local, domain, smtpUtf8) => {
    const typed = `${local}.${++buyers}@${domain}`;
    const { sessionId } = await startCheckout(product);
    const paid = await request(pay, `/api/payments/demo/${sessionId}/pay`, payForm(typed), sessionParams(sessionId));
    expect(paid.status).toBe(303);
    await fulfil(sessionId);
    const mail = await peer.waitForMail((received) => received.recipients.includes(typed));
    expect(mail.smtpUtf8).toBe(smtpUtf8);
  });

  it('is not sent for an order without a buyer address', async () => {
    const sessionId = await paidCheckout('');
    const db = await getDb();
    await db.update(checkoutSessions).set({ customerEmail: null }).where(eq(checkoutSessions.id, sessionId));
    const [order] = [await fulfil(sessionId)];
    const queued = await db.select().from(mailOutbox).where(eq(mailOutbox.orderId, order!.id));
    expect(queued).toHaveLength(0);
  });

  it('waits in the outbox while the mail server refuses, and is sent once when it is back', async () => {
    const email = newBuyer();
    refusing = true;
    await fulfil(await paidCheckout(email));
    await settled();
    const db = await getDb();
    const [waiting] = await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting!.lastError).toMatch(/421/);
    expect(waiting!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    refusing = false;
    // Not before its retry time...
    expect(await drainOutbox()).toBe(0);
    await db.update(mailOutbox).set({ nextAttemptAt: new Date() }).where(eq(mailOutbox.id, waiting!.id));
    // ...then once.
    await settled();
    await settled();
    expect(mailsTo(email)).toHaveLength(1);
    const [sent] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, waiting!.id));
    expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
  });
});

describe('download links', () => {
  async function receiptToken(email: string) {
    const sessionId = await paidCheckout(email);
    const order = await fulfil(sessionId);
    const mail = await peer.waitForMail((received) => received.recipients.includes(email));
    return { token: tokenIn(mail), order: order! };
  }

  it('download the product 10 times, then explain that the link is used up', async () => {
    const { token, order } = await receiptToken(newBuyer());
    expect(await readDownloadLink(token)).toMatchObject({
      state: 'valid',
      productTitle: product.title.en,
      downloadsLeft: 10,
      maxDownloads: 10,
      locale: 'en',
    });
    for (let download = 1; download <= 10; download++) {
      const deliverable = await downloadByLink(token);
      expect(deliverable.kind).toBeDefined();
    }
    await expect(downloadByLink(token)).rejects.toMatchObject({
      status: 410,
      message: expect.stringMatching(/used as often as it allows/),
    });
    expect(await readDownloadLink(token)).toMatchObject({ state: 'used-up', downloadsLeft: 0 });
    // The order counts them too, so the admin's figure outlives the link.
    expect((await ordersOf(order.sessionId))[0]).toMatchObject({ downloadCount: 10, lastDownloadedAt: expect.any(Date) });
  });

  it('let exactly the allowed number through when many downloads race', async () => {
    const { token } = await receiptToken(newBuyer());
    const results = await Promise.allSettled(Array.from({ length: 15 }, () => downloadByLink(token)));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(10);
  });

  it('expire after their days', async () => {
    const { token } = await receiptToken(newBuyer());
    const db = await getDb();
    await db
      .update(downloadLinks)
      .set({ expiresAt: new Date(Date.now() - 86_400_000) })
      .where(eq(downloadLinks.id, linkIdOf(token)!));
    await expect(downloadByLink(token)).rejects.toMatchObject({ status: 410, message: expect.stringMatching(/expired/) });
    expect((await readDownloadLink(token))?.state).toBe('expired');
  });

  it('end with a refund', async () => {
    const { token, order } = await receiptToken(newBuyer());
    await refundOrder(order.id);
    await expect(downloadByLink(token)).rejects.toMatchObject({ status: 410, message: expect.stringMatching(/refunded/) });
    expect((await readDownloadLink(token))?.state).toBe('refunded');
  });

  it('refuse a forged, altered or malformed token without knowing it', async () => {
    const { token } = await receiptToken(newBuyer());
    const altered = `${token.slice(0, 30)}${token[30] === 'A' ? 'B' : 'A'}${token.slice(31)}`;
    // The last character's two spare bits: a different spelling of the same bytes.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const respelled = `${token.slice(0, -1)}${alphabet[alphabet.indexOf(token[42]!) ^ 1]}`;
    expect(Buffer.from(respelled, 'base64url').equals(Buffer.from(token, 'base64url'))).toBe(true);
    for (const bad of [altered, respelled, 'x'.repeat(43), '', `${token}A`, '../../etc/passwd']) {
      expect(linkIdOf(bad)).toBeNull();
      expect(await readDownloadLink(bad)).toBeNull();
      await expect(downloadByLink(bad)).rejects.toMatchObject({ status: 404 });
    }
  });
});

describe('re-sent receipts', () => {
  it('bring a fresh link for every paid order of the address, whatever its case', async () => {
    const email = newBuyer();
    const first = await paidCheckout(email);
    const second = await paidCheckout(email);
    await Promise.all([fulfil(first), fulfil(second)]);
    await settled();
    expect(mailsTo(email)).toHaveLength(2);
    await resendAllReceipts(`  ${email.toUpperCase()} `);
    await settled();
    const mails = mailsTo(email);
    expect(mails).toHaveLength(4);
    expect(new Set(mails.map(tokenIn)).size).toBe(4);
  });

  it('send nothing for an address without orders', async () => {
    const before = peer.received.length;
    await resendAllReceipts('nobody-bought@example.com');
    await settled();
    expect(peer.received.length).toBe(before);
  });

  it('by the admin: a new mail for one order; refused for a refunded one', async () => {
    const email = newBuyer();
    const order = (await fulfil(await paidCheckout(email)))!;
    await resendReceipt(order.id);
    await settled();
    expect(mailsTo(email)).toHaveLength(2);
    await refundOrder(order.id);
    await expect(resendReceipt(order.id)).rejects.toMatchObject({ status: 409 });
    await expect(resendReceipt('not-an-id')).rejects.toMatchObject({ status: 404 });
  });
});

describe('outbox housekeeping', () => {
  it("deletes sent mail after 30 days but keeps each order's newest, and old expired links", async () => {
    const email = newBuyer();
    const order = (await fulfil(await paidCheckout(email)))!;
    await settled();
    await resendReceipt(order.id);
    await settled();
    const db = await getDb();
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.orderId, order.id));
    expect(mails.map((mail) => mail.status)).toEqual(['sent', 'sent']);
    const longAgo = new Date(Date.now() - 40 * 86_400_000);
    await db.update(mailOutbox).set({ sentAt: longAgo }).where(eq(mailOutbox.orderId, order.id));
    await db
      .update(mailOutbox)
      .set({ createdAt: longAgo })
      .where(eq(mailOutbox.dedupeKey, `receipt:${order.id}`));
    await db.update(downloadLinks).set({ expiresAt: longAgo }).where(eq(downloadLinks.orderId, order.id));
    await deleteOldSentMail();
    await deleteOldDownloadLinks();
    const kept = await db.select().from(mailOutbox).where(eq(mailOutbox.orderId, order.id));
    expect(kept).toHaveLength(1);
    expect(kept[0]!.dedupeKey).not.toBe(`receipt:${order.id}`);
    expect(await db.select().from(downloadLinks).where(eq(downloadLinks.orderId, order.id))).toHaveLength(0);
  });
});

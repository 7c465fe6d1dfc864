import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { GET as adminCreditNote } from '@/app/api/admin/orders/[id]/credit-note.pdf/route';
import { GET as adminReceipt } from '@/app/api/admin/orders/[id]/receipt.pdf/route';
import { GET as sessionReceipt } from '@/app/api/receipts/[sessionId]/route';
import { GET as status } from '@/app/api/payments/status/[sessionId]/route';
import { getDb } from '@/lib/db/client';
import { digitalProducts, orders, sellerSettings, type DigitalProductRow, type OrderRow } from '@/lib/db/schema';
import { DEMO_SELLER } from '@/lib/db/seed';
import { drainOutbox } from '@/lib/mail/outbox';
import { outboxIdle } from '@/lib/mail/outbox-worker';
import { attachReceiptPdfs } from '@/lib/shop/documents/mail-attachment';
import { resendReceipt } from '@/lib/shop/orders/receipts';
import { refundOrder } from '@/lib/shop/orders/refunds';
import { adminToken, bearer } from '../support/admin';
import { params } from '../support/api';
import { insertOrder, newProduct } from '../support/orders';
import { request, sessionParams, startCheckout } from '../support/payments';
import { startSmtpPeer, type SmtpPeer } from '../support/smtp-peer';

// docs/shop.md#receipt-pdf: a sale's receipt and a refund's credit note as PDFs, read back as text;
// the receipt e-mail carries its PDF; the buyer's and the admin's routes.

jest.setTimeout(60_000);

let peer: SmtpPeer;
let product: DigitalProductRow;
let auth: Record<string, string>;

beforeAll(async () => {
  peer = await startSmtpPeer(0);
  process.env.SMTP_URL = peer.url;
  // As lib/startup.ts does on a server.
  attachReceiptPdfs();
  const db = await getDb();
  const [priced] = await db
    .update(digitalProducts)
    .set({ prices: { nok: 59000 } })
    .where(eq(digitalProducts.id, (await newProduct('Brand Kit Blåbær Ærlig Øy', 5900)).id))
    .returning();
  product = priced!;
  auth = bearer(await adminToken());
  await db.update(sellerSettings).set({
    legalName: DEMO_SELLER.legalName,
    organisationNumber: DEMO_SELLER.organisationNumber,
    vatRegistered: true,
    address: DEMO_SELLER.address,
    supportEmail: DEMO_SELLER.supportEmail,
    pricesIncludeVat: true,
  });
}, 120_000);

afterAll(() => peer.close());

let sales = 0;

/** A paid order with the figures the checkout writes, numbered like a real one. */
async function sale(figures: Partial<OrderRow>): Promise<OrderRow> {
  const order = await insertOrder({ product, email: `pdf${++sales}.${Date.now()}@example.com`, currency: 'nok', amountCents: 59000 });
  const db = await getDb();
  const [updated] = await db
    .update(orders)
    .set({ receiptNumber: 900_000 + Math.floor(Math.random() * 99_999), withdrawalConsentAt: new Date(), ...figures })
    .where(eq(orders.id, order.id))
    .returning();
  return updated!;
}

async function textOf(response: Response): Promise<string> {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  const pdf = await getDocumentProxy(new Uint8Array(await response.arrayBuffer()));
  const { text, totalPages } = await extractText(pdf, { mergePages: true });
  expect(totalPages).toBe(1);
  // Intl separates Norwegian thousands and percent signs with (narrow) no-break spaces; long lines wrap.
  return text.replace(/\s+/g, ' ');
}

const receiptOf = (id: string, headers = auth) =>
  adminReceipt(new Request(`http://localhost:3000/api/admin/orders/${id}/receipt.pdf`, { headers }) as never, params({ id }));
const creditNoteOf = (id: string, headers = auth) =>
  adminCreditNote(new Request(`http://localhost:3000/api/admin/orders/${id}/credit-note.pdf`, { headers }) as never, params({ id }));

describe('receipt PDF', () => {
  it('is a Norwegian sales document: seller with MVA, number, buyer, 25 % VAT, discount with its code, total', async () => {
    const order = await sale({
      locale: 'no',
      amountTotal: 53100,
      amountSubtotal: 42480,
      amountTax: 10620,
      taxRate: 25,
      amountDiscount: 5900,
      discountCode: 'VÅR10',
      country: 'NO',
      buyerCompany: 'Fjellrev Æsj AS',
    });
    const response = await receiptOf(order.id);
    expect(response.headers.get('content-disposition')).toContain(`filename="kvittering-${order.receiptNumber}.pdf"`);
    const text = await textOf(response);
    expect(text).toContain('Kvittering');
    expect(text).toContain(`Nr. ${order.receiptNumber}`);
    expect(text).toContain('Nordlys Studio AS');
    expect(text).toContain('Org.nr. 987 654 325 MVA');
    expect(text).toContain('Thorvald Meyers gate 12');
    expect(text).toContain('Grünerløkka Studio');
    expect(text).toContain('Fjellrev Æsj AS');
    expect(text).toContain(order.customerEmail!);
    expect(text).toContain('Brand Kit Blåbær Ærlig Øy');
    expect(text).toMatch(/Rabatt \(VÅR10\)\s+−59,00 kr/);
    expect(text).toMatch(/Netto \(eks\. mva\.\)\s+424,80 kr/);
    expect(text).toMatch(/Mva\. 25 %\s+106,20 kr/);
    expect(text).toMatch(/Totalt\s+531,00 kr/);
    expect(text).toMatch(/Den \d{1,2}\. [a-zæøå]+ \d{4} ba du om levering med en gang/);
    expect(text).toContain('Spørsmål om kjøpet? Skriv til hello@nordlys.studio. Nordlys Studio AS · Org.nr. 987 654 325 MVA');
    expect(text).not.toContain('Omvendt avgiftsplikt');
  });

  it('states the reverse charge instead of VAT for an EU business, in English', async () => {
    const order = await sale({
      locale: 'en',
      currency: 'usd',
      amountTotal: 4720,
      amountSubtotal: 4720,
      amountTax: 0,
      taxRate: 0,
      reverseCharge: true,
      country: 'DE',
      buyerCompany: 'Nordwind GmbH',
      buyerVatId: 'DE123456789',
    });
    const response = await receiptOf(order.id);
    expect(response.headers.get('content-disposition')).toContain(`filename="receipt-${order.receiptNumber}.pdf"`);
    const text = await textOf(response);
    expect(text).toContain('Receipt');
    expect(text).toContain(`No. ${order.receiptNumber}`);
    expect(text).toContain('Org. no. 987 654 325 MVA');
    expect(text).toContain('VAT number DE123456789');
    expect(text).toContain('Germany');
    expect(text).toContain('Reverse charge: VAT to be accounted for by the recipient (Article 196, Council Directive 2006/112/EC)');
    expect(text).not.toMatch(/VAT 0%/);
    expect(text).toMatch(/Total\s+\$47\.20/);
  });

  it('has a credit note once refunded: its own number, the receipt it refers to, negative amounts', async () => {
    const order = await sale({ locale: 'no', amountTotal: 59000, amountSubtotal: 47200, amountTax: 11800, taxRate: 25, country: 'NO' });
    expect((await creditNoteOf(order.id)).status).toBe(404);
    await refundOrder(order.id);
    const response = await creditNoteOf(order.id);
    const text = await textOf(response);
    const number = /kreditnota-(\d+)\.pdf/.exec(response.headers.get('content-disposition') ?? '')?.[1];
    expect(number).toMatch(/^\d+$/);
    expect(text).toContain('Kreditnota');
    expect(text).toContain(`Nr. ${number}`);
    expect(text).toContain(`Gjelder kvittering nr. ${order.receiptNumber}`);
    expect(text).toMatch(/Netto \(eks\. mva\.\)\s+−472,00 kr/);
    expect(text).toMatch(/Mva\. 25 %\s+−118,00 kr/);
    expect(text).toMatch(/Totalt\s+−590,00 kr/);
  });
});

describe('admin PDF routes', () => {
  it('refuse without a session and with a made-up one', async () => {
    const order = await sale({});
    for (const headers of [{}, { authorization: 'Bearer made-up' }] as Record<string, string>[]) {
      expect((await receiptOf(order.id, headers)).status).toBe(401);
      expect((await creditNoteOf(order.id, headers)).status).toBe(401);
    }
  });

  it.each([
    ['an unknown id', '00000000-0000-4000-8000-00000000beef'],
    ['a malformed id', 'not-an-order'],
    ['a number', '42'],
  ])('answer 404 {detail} for %s', async (_label, id) => {
    for (const response of [await receiptOf(id), await creditNoteOf(id)]) {
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ detail: expect.any(String) });
    }
  });
});

describe('the buyer’s receipt by session', () => {
  const bySession = (sessionId: string) =>
    request(
      sessionReceipt,
      `/api/receipts/${sessionId}`,
      { headers: { 'x-forwarded-for': `10.9.${++sales % 250}.1` } },
      sessionParams(sessionId),
    );

  it('is served for a paid session, and the payment status carries its summary', async () => {
    const order = await sale({ locale: 'no', amountTotal: 59000, amountSubtotal: 47200, amountTax: 11800, taxRate: 25 });
    const text = await textOf(await bySession(order.sessionId));
    expect(text).toContain(`Nr. ${order.receiptNumber}`);
    const answer = await request(status, `/api/payments/status/${order.sessionId}`, {}, sessionParams(order.sessionId));
    expect(await answer.json()).toMatchObject({
      receipt: {
        number: order.receiptNumber,
        currency: 'nok',
        amount_subtotal: 47200,
        amount_tax: 11800,
        tax_rate: 25,
        reverse_charge: false,
        amount_total: 59000,
      },
    });
  });

  it('is 404 for an unknown session and for one not paid', async () => {
    const { sessionId } = await startCheckout(product);
    for (const id of ['cs_demo_unknown', sessionId]) {
      const response = await bySession(id);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ detail: expect.any(String) });
    }
  });
});

describe('receipt e-mail', () => {
  it('shows seller, number and figures, with the receipt PDF attached', async () => {
    const order = await sale({ locale: 'no', amountTotal: 59000, amountSubtotal: 47200, amountTax: 11800, taxRate: 25, country: 'NO' });
    await resendReceipt(order.id);
    await outboxIdle();
    await drainOutbox();
    const mail = await peer.waitForMail((received) => received.recipients.includes(order.customerEmail!));
    expect(mail.text).toContain('Nordlys Studio AS, Grünerløkka Studio, Thorvald Meyers gate 12, 0555 Oslo · Org.nr. 987 654 325 MVA');
    expect(mail.text).toContain(`Kvitteringsnummer: ${order.receiptNumber}`);
    expect(mail.text).toMatch(/Netto \(eks\. mva\.\): 472,00\skr/);
    expect(mail.text).toMatch(/Mva\. 25\s%: 118,00\skr/);
    expect(mail.text).toMatch(/Totalt: 590,00\skr/);
    expect(mail.html).toContain('Org.nr. 987 654 325 MVA');
    const attachment = mail.attachments.find((file) => file.contentType === 'application/pdf');
    expect(attachment?.filename).toBe(`kvittering-${order.receiptNumber}.pdf`);
    const pdf = await getDocumentProxy(new Uint8Array(Buffer.from(attachment!.base64, 'base64')));
    expect((await extractText(pdf, { mergePages: true })).text).toContain(`Nr. ${order.receiptNumber}`);
  });

  it('shows a seller and a discount code full of markup as text in its HTML', async () => {
    const db = await getDb();
    const [before] = await db.select().from(sellerSettings);
    const markup = `"><img src=x onerror=alert(1)>`;
    await db.update(sellerSettings).set({ legalName: `Studio ${markup}`, address: `<script>alert(2)</script>` });
    try {
      const order = await sale({ locale: 'en', amountDiscount: 500, discountCode: `<b>${markup}</b>` });
      await resendReceipt(order.id);
      await outboxIdle();
      await drainOutbox();
      const mail = await peer.waitForMail((received) => received.recipients.includes(order.customerEmail!));
      expect(mail.html).toContain('Studio &quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
      expect(mail.html).toContain('&lt;script&gt;alert(2)&lt;/script&gt;');
      expect(mail.html).toContain('Discount (&lt;b&gt;');
      expect(mail.html).not.toMatch(/<img|<script|<b>/);
    } finally {
      await db.update(sellerSettings).set({ legalName: before!.legalName, address: before!.address });
    }
  });

  it('states the reverse charge in its figures', async () => {
    const order = await sale({
      locale: 'en',
      currency: 'usd',
      amountTotal: 4720,
      amountSubtotal: 4720,
      reverseCharge: true,
      country: 'DE',
    });
    await resendReceipt(order.id);
    await outboxIdle();
    await drainOutbox();
    const mail = await peer.waitForMail((received) => received.recipients.includes(order.customerEmail!));
    expect(mail.text).toContain(
      '\nReverse charge: VAT to be accounted for by the recipient (Article 196, Council Directive 2006/112/EC)\n',
    );
    expect(mail.text).not.toMatch(/^VAT /m);
    expect(mail.text).toContain('Total: $47.20');
  });
});

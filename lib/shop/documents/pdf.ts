import 'server-only';
import PDFDocument from 'pdfkit';
import { formatterFor } from '@/i18n/formatter';
import { LOCALE_TAGS } from '@/i18n/locales';
import { mailTranslator } from '@/i18n/mail-messages';
import { formatPaid } from '@/lib/shop/money';
import { organisationLine } from '@/lib/shop/seller/format';
import { STUDIO_NAME, STUDIO_TIME_ZONE } from '@/lib/site';
import { DOCUMENT_FONTS, fontPath } from './fonts';
import { lineAmount, type ReceiptData } from './receipt-data';
import { figureRows, type DocumentFigures } from './summary';

// A sale's receipt and a refund's credit note as A4 PDFs, in the buyer's language: the seller at the
// top, the title with its number, the buyer and dates, one line, the figures, and the small print.

export type DocumentKind = 'receipt' | 'creditNote';

const PAGE = { width: 595.28, height: 841.89, margin: 56 };
const CONTENT = PAGE.width - 2 * PAGE.margin;
const COLOURS = { ink: '#3a2433', accent: '#5b2a4a', muted: '#7a6470', rule: '#e6d9df', tint: '#faf4f1' };

type Doc = PDFKit.PDFDocument;

interface Parts {
  title: string;
  number: number | null;
  date: Date;
  figures: DocumentFigures;
  lineAmount: number;
  /** Under the title: the receipt a credit note refers to. */
  reference: string | null;
  closing: string;
}

function partsOf(data: ReceiptData, kind: DocumentKind, t: ReturnType<typeof translator>, when: (date: Date) => string): Parts {
  if (kind === 'receipt') {
    return {
      title: t('receipt'),
      number: data.receiptNumber,
      date: data.paidAt,
      figures: data.figures,
      lineAmount: lineAmount(data.figures, data.seller),
      reference: null,
      closing: t('paid', { date: when(data.paidAt) }),
    };
  }
  const note = data.creditNote!;
  return {
    title: t('creditNote'),
    number: note.number,
    date: note.issuedAt,
    figures: note.figures,
    lineAmount: lineAmount(note.figures, data.seller),
    reference: data.receiptNumber === null ? null : t('refersTo', { number: data.receiptNumber }),
    closing: t('refunded', { date: when(note.issuedAt) }),
  };
}

const translator = (data: ReceiptData) => mailTranslator(data.locale, 'SalesDocument');

/** A small label above its value, as the meta blocks show them. */
function labelled(doc: Doc, label: string, lines: string[], x: number, y: number, width: number, align: 'left' | 'right' = 'left'): number {
  doc.font('strong').fontSize(7.5).fillColor(COLOURS.muted).text(label.toUpperCase(), x, y, { width, align });
  doc.font('regular').fontSize(9.5).fillColor(COLOURS.ink);
  for (const line of lines) doc.text(line, x, doc.y + 2, { width, align });
  return doc.y;
}

function rule(doc: Doc, y: number, colour: string = COLOURS.rule, x = PAGE.margin, width = CONTENT) {
  doc
    .moveTo(x, y)
    .lineTo(x + width, y)
    .lineWidth(0.75)
    .strokeColor(colour)
    .stroke();
}

/** The seller, top right: legal name, address lines, organisation number (with MVA), support address. */
function drawHeader(doc: Doc, data: ReceiptData): number {
  const { seller } = data;
  const org = organisationLine(seller, mailTranslator(data.locale, 'Seller'));
  doc.font('display').fontSize(20).fillColor(COLOURS.accent).text(STUDIO_NAME, PAGE.margin, PAGE.margin);
  const x = PAGE.margin + CONTENT / 2;
  const width = CONTENT / 2;
  doc
    .font('strong')
    .fontSize(9.5)
    .fillColor(COLOURS.ink)
    .text(seller.legal_name, x, PAGE.margin + 2, { width, align: 'right' });
  doc.font('regular').fontSize(9).fillColor(COLOURS.muted);
  for (const line of [...seller.address.split(/\r?\n/), org, seller.support_email].filter(Boolean)) {
    doc.text(line, x, doc.y + 1.5, { width, align: 'right' });
  }
  return Math.max(doc.y, PAGE.margin + 30) + 40;
}

function drawTitle(doc: Doc, parts: Parts, numbered: string, top: number): number {
  doc.font('display').fontSize(30).fillColor(COLOURS.ink).text(parts.title, PAGE.margin, top);
  const bottom = doc.y;
  if (parts.number !== null) {
    doc
      .font('strong')
      .fontSize(12)
      .fillColor(COLOURS.accent)
      .text(numbered, PAGE.margin, bottom - 22, { width: CONTENT, align: 'right' });
  }
  let y = bottom + 2;
  if (parts.reference) {
    doc.font('regular').fontSize(10).fillColor(COLOURS.muted).text(parts.reference, PAGE.margin, y);
    y = doc.y;
  }
  rule(doc, y + 10, COLOURS.accent);
  return y + 26;
}

function drawParties(
  doc: Doc,
  data: ReceiptData,
  parts: Parts,
  t: ReturnType<typeof translator>,
  when: (date: Date) => string,
  top: number,
) {
  const { buyer } = data;
  const country = buyer.country && new Intl.DisplayNames(LOCALE_TAGS[data.locale].intl, { type: 'region' }).of(buyer.country);
  const buyerLines = [buyer.company, buyer.email, buyer.vatId && t('vatId', { id: buyer.vatId }), country].filter((line): line is string =>
    Boolean(line),
  );
  const half = CONTENT / 2 - 12;
  const left = labelled(doc, t('buyer'), buyerLines.length ? buyerLines : ['—'], PAGE.margin, top, half);
  const x = PAGE.margin + CONTENT / 2 + 12;
  let y = labelled(doc, t('date'), [when(parts.date)], x, top, half, 'right');
  y = labelled(doc, t('order'), [data.orderId.slice(0, 8).toUpperCase()], x, y + 10, half, 'right');
  return Math.max(left, y) + 30;
}

const COLUMNS = { quantity: 60, amount: 110 };

function drawLine(doc: Doc, data: ReceiptData, parts: Parts, t: ReturnType<typeof translator>, top: number): number {
  const descriptionWidth = CONTENT - COLUMNS.quantity - COLUMNS.amount - 24;
  const amountX = PAGE.margin + CONTENT - COLUMNS.amount - 12;
  const quantityX = amountX - COLUMNS.quantity;
  doc.rect(PAGE.margin, top, CONTENT, 24).fill(COLOURS.tint);
  doc.font('strong').fontSize(7.5).fillColor(COLOURS.muted);
  const header = top + 9;
  doc.text(t('description').toUpperCase(), PAGE.margin + 12, header, { width: descriptionWidth });
  doc.text(t('quantity').toUpperCase(), quantityX, header, { width: COLUMNS.quantity, align: 'right' });
  doc.text(t('amount').toUpperCase(), amountX, header, { width: COLUMNS.amount, align: 'right' });
  const row = top + 36;
  doc.font('regular').fontSize(10.5).fillColor(COLOURS.ink);
  doc.text(data.productTitle, PAGE.margin + 12, row, { width: descriptionWidth });
  const bottom = doc.y;
  doc.text('1', quantityX, row, { width: COLUMNS.quantity, align: 'right' });
  doc.text(formatPaid(parts.lineAmount, parts.figures.currency, data.locale), amountX, row, { width: COLUMNS.amount, align: 'right' });
  rule(doc, bottom + 12);
  return bottom + 26;
}

function drawFigures(doc: Doc, data: ReceiptData, parts: Parts, t: ReturnType<typeof translator>, top: number): number {
  const labels = { discount: t('discount'), net: t('net'), vat: t('vat'), reverseCharge: t('reverseCharge'), total: t('total') };
  const x = PAGE.margin + CONTENT / 2;
  const width = CONTENT / 2 - 12;
  let y = top;
  for (const row of figureRows(parts.figures, labels, data.locale)) {
    if (row.kind === 'note') {
      doc.font('regular').fontSize(8.5).fillColor(COLOURS.muted).text(row.text, x, y, { width });
      y = doc.y + 8;
      continue;
    }
    const total = row.key === 'total';
    if (total) {
      rule(doc, y, COLOURS.ink, x, width + 12);
      y += 10;
    }
    doc
      .font(total ? 'strong' : 'regular')
      .fontSize(total ? 13 : 10)
      .fillColor(total ? COLOURS.accent : COLOURS.ink);
    doc.text(row.label, x, y, { width: width / 2 });
    doc.text(row.value, x + width / 2, y, { width: width / 2, align: 'right' });
    y = doc.y + 8;
  }
  return y + 20;
}

function drawClosing(doc: Doc, data: ReceiptData, parts: Parts, top: number, when: (date: Date) => string) {
  doc.font('strong').fontSize(10).fillColor(COLOURS.ink).text(parts.closing, PAGE.margin, top, { width: CONTENT });
  // The receipt confirms the buyer's consent on a durable medium, as the e-mail does.
  if (data.withdrawalConsentAt) {
    const consent = mailTranslator(data.locale, 'ReceiptMail')('withdrawalConsent', { date: when(data.withdrawalConsentAt) });
    doc
      .font('regular')
      .fontSize(9)
      .fillColor(COLOURS.muted)
      .text(consent, PAGE.margin, doc.y + 8, { width: CONTENT });
  }
}

function drawFooter(doc: Doc, data: ReceiptData, t: ReturnType<typeof translator>) {
  const org = organisationLine(data.seller, mailTranslator(data.locale, 'Seller'));
  const y = PAGE.height - PAGE.margin - 30;
  rule(doc, y);
  doc.font('regular').fontSize(8.5).fillColor(COLOURS.muted);
  if (data.seller.support_email)
    doc.text(t('support', { email: data.seller.support_email }), PAGE.margin, y + 10, { width: CONTENT, align: 'center' });
  doc.text([data.seller.legal_name, org].filter(Boolean).join(' · '), PAGE.margin, doc.y + 2, { width: CONTENT, align: 'center' });
}

/** The document as PDF bytes. A credit note needs the order's credit note (`data.creditNote`). */
export async function salesDocumentPdf(data: ReceiptData, kind: DocumentKind): Promise<Buffer> {
  if (kind === 'creditNote' && !data.creditNote) throw new Error(`Order ${data.orderId} has no credit note`);
  const t = translator(data);
  const format = formatterFor(data.locale, STUDIO_TIME_ZONE);
  const when = (date: Date) => format.dateTime(date, 'long');
  const parts = partsOf(data, kind, t, when);
  const numbered = parts.number === null ? '' : t('numbered', { number: parts.number });
  const doc = new PDFDocument({
    size: 'A4',
    // The footer sits in the bottom margin: pdfkit would start a new page for text below it.
    margins: { top: PAGE.margin, left: PAGE.margin, right: PAGE.margin, bottom: 0 },
    font: fontPath('regular'),
    lang: LOCALE_TAGS[data.locale].language,
    displayTitle: true,
    info: { Title: `${parts.title} ${numbered}`.trim(), Author: data.seller.legal_name || STUDIO_NAME, Subject: data.productTitle },
  });
  for (const font of DOCUMENT_FONTS) doc.registerFont(font, fontPath(font));
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  let y = drawHeader(doc, data);
  y = drawTitle(doc, parts, numbered, y);
  y = drawParties(doc, data, parts, t, when, y);
  y = drawLine(doc, data, parts, t, y);
  y = drawFigures(doc, data, parts, t, y);
  drawClosing(doc, data, parts, y, when);
  drawFooter(doc, data, t);
  doc.end();
  return done;
}

/** "receipt-42.pdf" / "kvittering-42.pdf", "credit-note-3.pdf" / "kreditnota-3.pdf". */
export function documentFileName(data: ReceiptData, kind: DocumentKind): string {
  const t = translator(data);
  const number = kind === 'receipt' ? (data.receiptNumber ?? data.orderId.slice(0, 8)) : data.creditNote!.number;
  return t(kind === 'receipt' ? 'receiptFile' : 'creditNoteFile', { number: String(number) });
}

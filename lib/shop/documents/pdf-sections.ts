import { LOCALE_TAGS } from '@/i18n/locales';
import { catalogueTranslator } from '@/i18n/catalogues';
import { formatPaid } from '@/lib/shop/money';
import { organisationLine } from '@/lib/shop/seller/format';
import { STUDIO_NAME } from '@/lib/site';
import {
  COLOURS,
  CONTENT,
  labelled,
  PAGE,
  rule,
  type DateWriter,
  type Doc,
  type DocumentLayout,
  type DocumentTranslator,
} from './pdf-drawing';
import type { ReceiptData } from './receipt-data';
import { figureRows } from './summary';

// The sections of a sales document, top to bottom: the seller, the title with its number, the buyer
// and dates, one line, the figures, the closing words and the footer. Each returns where the next starts.

/** The seller, top right: legal name, address lines, organisation number (with MVA), support address. */
export function drawHeader(doc: Doc, data: ReceiptData): number {
  const { seller } = data;
  const org = organisationLine(seller, catalogueTranslator(data.locale, 'Seller'));
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

export function drawTitle(doc: Doc, parts: DocumentLayout, numbered: string, top: number): number {
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

export function drawParties(doc: Doc, data: ReceiptData, parts: DocumentLayout, t: DocumentTranslator, when: DateWriter, top: number) {
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

export function drawLine(doc: Doc, data: ReceiptData, parts: DocumentLayout, t: DocumentTranslator, top: number): number {
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

export function drawFigures(doc: Doc, data: ReceiptData, parts: DocumentLayout, t: DocumentTranslator, top: number): number {
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

export function drawClosing(doc: Doc, data: ReceiptData, parts: DocumentLayout, top: number, when: DateWriter) {
  doc.font('strong').fontSize(10).fillColor(COLOURS.ink).text(parts.closing, PAGE.margin, top, { width: CONTENT });
  // The receipt confirms the buyer's consent on a durable medium, as the e-mail does.
  if (data.withdrawalConsentAt) {
    const consent = catalogueTranslator(data.locale, 'ReceiptMail')('withdrawalConsent', { date: when(data.withdrawalConsentAt) });
    doc
      .font('regular')
      .fontSize(9)
      .fillColor(COLOURS.muted)
      .text(consent, PAGE.margin, doc.y + 8, { width: CONTENT });
  }
}

export function drawFooter(doc: Doc, data: ReceiptData, t: DocumentTranslator) {
  const org = organisationLine(data.seller, catalogueTranslator(data.locale, 'Seller'));
  const y = PAGE.height - PAGE.margin - 30;
  rule(doc, y);
  doc.font('regular').fontSize(8.5).fillColor(COLOURS.muted);
  if (data.seller.support_email)
    doc.text(t('support', { email: data.seller.support_email }), PAGE.margin, y + 10, { width: CONTENT, align: 'center' });
  doc.text([data.seller.legal_name, org].filter(Boolean).join(' · '), PAGE.margin, doc.y + 2, { width: CONTENT, align: 'center' });
}

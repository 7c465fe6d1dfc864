import 'server-only';
import PDFDocument from 'pdfkit';
import { formatterFor } from '@/i18n/formatter';
import { LOCALE_TAGS } from '@/i18n/locales';
import { STUDIO_NAME, STUDIO_TIME_ZONE } from '@/lib/site';
import { creditNoteLayout } from './credit-note-layout';
import { STATIC_FONTS, staticFontPath } from '@/lib/fonts/static-fonts';
import { documentTranslator, PAGE } from './pdf-drawing';
import { drawClosing, drawFigures, drawFooter, drawHeader, drawLine, drawParties, drawTitle } from './pdf-sections';
import type { ReceiptData } from './receipt-data';
import { receiptLayout } from './receipt-layout';

// A sale's receipt and a refund's credit note as A4 PDFs, in the buyer's language: the seller at the
// top, the title with its number, the buyer and dates, one line, the figures, and the small print.

export type DocumentKind = 'receipt' | 'creditNote';

/** The document as PDF bytes. A credit note needs the order's credit note (`data.creditNote`). */
export async function salesDocumentPdf(data: ReceiptData, kind: DocumentKind): Promise<Buffer> {
  if (kind === 'creditNote' && !data.creditNote) throw new Error(`Order ${data.orderId} has no credit note`);
  const t = documentTranslator(data);
  const format = formatterFor(data.locale, STUDIO_TIME_ZONE);
  const when = (date: Date) => format.dateTime(date, 'long');
  const parts = kind === 'receipt' ? receiptLayout(data, t, when) : creditNoteLayout(data, t, when);
  const numbered = parts.number === null ? '' : t('numbered', { number: parts.number });
  const doc = new PDFDocument({
    size: 'A4',
    // The footer sits in the bottom margin: pdfkit would start a new page for text below it.
    margins: { top: PAGE.margin, left: PAGE.margin, right: PAGE.margin, bottom: 0 },
    font: staticFontPath('regular'),
    lang: LOCALE_TAGS[data.locale].language,
    displayTitle: true,
    info: { Title: `${parts.title} ${numbered}`.trim(), Author: data.seller.legal_name || STUDIO_NAME, Subject: data.productTitle },
  });
  for (const font of STATIC_FONTS) doc.registerFont(font, staticFontPath(font));
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
  const t = documentTranslator(data);
  const number = kind === 'receipt' ? (data.receiptNumber ?? data.orderId.slice(0, 8)) : data.creditNote!.number;
  return t(kind === 'receipt' ? 'receiptFile' : 'creditNoteFile', { number: String(number) });
}

import { catalogueTranslator } from '@/i18n/catalogues';
import type { ReceiptData } from './receipt-data';
import type { DocumentFigures } from './summary';

// What the sales documents' sections share: the A4 page, the colours, the small drawing helpers and
// the layout each kind of document fills in (receipt-layout.ts, credit-note-layout.ts).

export const PAGE = { width: 595.28, height: 841.89, margin: 56 };
export const CONTENT = PAGE.width - 2 * PAGE.margin;
export const COLOURS = { ink: '#3a2433', accent: '#5b2a4a', muted: '#7a6470', rule: '#e6d9df', tint: '#faf4f1' };

export type Doc = PDFKit.PDFDocument;

/** What differs between a receipt and a credit note; the sections draw either from it. */
export interface DocumentLayout {
  title: string;
  number: number | null;
  date: Date;
  figures: DocumentFigures;
  lineAmount: number;
  /** Under the title: the receipt a credit note refers to. */
  reference: string | null;
  closing: string;
}

export const documentTranslator = (data: ReceiptData) => catalogueTranslator(data.locale, 'SalesDocument');
export type DocumentTranslator = ReturnType<typeof documentTranslator>;
/** A date and time as the documents write it, in the buyer's language. */
export type DateWriter = (date: Date) => string;

/** A small label above its value, as the meta blocks show them. */
export function labelled(
  doc: Doc,
  label: string,
  lines: string[],
  x: number,
  y: number,
  width: number,
  align: 'left' | 'right' = 'left',
): number {
  doc.font('strong').fontSize(7.5).fillColor(COLOURS.muted).text(label.toUpperCase(), x, y, { width, align });
  doc.font('regular').fontSize(9.5).fillColor(COLOURS.ink);
  for (const line of lines) doc.text(line, x, doc.y + 2, { width, align });
  return doc.y;
}

export function rule(doc: Doc, y: number, colour: string = COLOURS.rule, x = PAGE.margin, width = CONTENT) {
  doc
    .moveTo(x, y)
    .lineTo(x + width, y)
    .lineWidth(0.75)
    .strokeColor(colour)
    .stroke();
}

import type { DateWriter, DocumentLayout, DocumentTranslator } from './pdf-drawing';
import { lineAmount, type ReceiptData } from './receipt-data';

/** A refund's credit note: its own number, the day it was issued and the receipt it refers to. */
export function creditNoteLayout(data: ReceiptData, t: DocumentTranslator, when: DateWriter): DocumentLayout {
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

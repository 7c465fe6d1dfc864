import type { DateWriter, DocumentLayout, DocumentTranslator } from './pdf-drawing';
import { lineAmount, type ReceiptData } from './receipt-data';

/** A sale's receipt: its number and the day it was paid. */
export function receiptLayout(data: ReceiptData, t: DocumentTranslator, when: DateWriter): DocumentLayout {
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

import 'server-only';
import { getDb } from '@/lib/db/client';
import { attachToMails } from '@/lib/mail/attachments';

/** Every receipt e-mail's dedupe key starts so: the first (`receipt:<order>`) and each re-send. */
export const RECEIPT_MAIL_KEY = 'receipt:';

/**
 * Receipt e-mails carry the receipt PDF, written from the order when the mail is sent (so a
 * re-sent receipt shows the seller as it is then). Called once at startup (lib/startup.ts), before
 * the server takes requests, so no receipt can leave without it; the PDF maker (pdfkit, fonts,
 * images) is loaded at the first receipt, not at the start.
 */
export function attachReceiptPdfs(): void {
  attachToMails(RECEIPT_MAIL_KEY, async (mail) => {
    const [{ documentFileName, salesDocumentPdf }, { readReceipt }] = await Promise.all([import('./pdf'), import('./receipt-data')]);
    // An order's mails go with it (on delete cascade): a receipt mail always has its order.
    const data = mail.orderId ? await readReceipt(await getDb(), mail.orderId) : null;
    if (!data) return [];
    return [
      { filename: documentFileName(data, 'receipt'), content: await salesDocumentPdf(data, 'receipt'), contentType: 'application/pdf' },
    ];
  });
}

import 'server-only';
import { getDb } from '@/lib/db/client';
import { attachToMails } from '@/lib/mail/attachments';
import { documentFileName, salesDocumentPdf } from './pdf';
import { readReceipt } from './receipt-data';

/** Every receipt e-mail's dedupe key starts so: the first (`receipt:<order>`) and each re-send. */
export const RECEIPT_MAIL_KEY = 'receipt:';

/**
 * Receipt e-mails carry the receipt PDF, written from the order when the mail is sent (so a
 * re-sent receipt shows the seller as it is then). Called once at startup (lib/startup.ts).
 */
export function attachReceiptPdfs(): void {
  attachToMails(RECEIPT_MAIL_KEY, async (mail) => {
    // An order's mails go with it (on delete cascade): a receipt mail always has its order.
    const data = mail.orderId ? await readReceipt(await getDb(), mail.orderId) : null;
    if (!data) return [];
    return [
      { filename: documentFileName(data, 'receipt'), content: await salesDocumentPdf(data, 'receipt'), contentType: 'application/pdf' },
    ];
  });
}

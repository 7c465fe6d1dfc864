import 'server-only';
import { getDb } from '@/lib/db/client';
import { notFound } from '@/lib/http/responses';
import { attachmentHeader } from '@/lib/shop/products/file-name';
import { DECLARED_LENGTH } from '@/lib/server/declared-length.mjs';
import { documentFileName, salesDocumentPdf, type DocumentKind } from './pdf';
import { readReceipt } from './receipt-data';

// The sales documents as files, by order id: for the admin, and for the buyer by her paid checkout session.

export interface DocumentFile {
  fileName: string;
  bytes: Buffer;
}

/** 404 for an id that is no order's, and for the credit note of an order not refunded. */
export async function orderDocument(orderId: string, kind: DocumentKind): Promise<DocumentFile> {
  const data = await readReceipt(await getDb(), orderId);
  if (!data) throw notFound('Order not found');
  if (kind === 'creditNote' && !data.creditNote) throw notFound('This order has not been refunded: it has no credit note');
  return { fileName: documentFileName(data, kind), bytes: await salesDocumentPdf(data, kind) };
}

/** A download that no cache keeps: it names the buyer. */
export function pdfResponse({ fileName, bytes }: DocumentFile): Response {
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Cache-Control': 'private, no-store',
      'Content-Type': 'application/pdf',
      'Content-Length': String(bytes.length),
      // Next drops Content-Length on the way out; the production server restores it from this.
      [DECLARED_LENGTH]: String(bytes.length),
      'Content-Disposition': attachmentHeader(fileName),
    },
  });
}

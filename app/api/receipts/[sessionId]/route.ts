import { handle } from '@/lib/http/handle';
import { notFound } from '@/lib/http/responses';
import { refusalByAddress } from '@/lib/rate-limit/limiter';
import { syncSession } from '@/lib/shop/checkout/status';
import { orderDocument, pdfResponse } from '@/lib/shop/documents/documents';
import { receiptPdfRateLimiter } from '@/lib/shop/documents/limits';

type Context = RouteContext<'/api/receipts/[sessionId]'>;

// The receipt page's "Download receipt (PDF)": the receipt of a paid checkout session, on the terms
// of the download beside it: whoever holds the session id (the buyer's return address) may have
// it. 404 while the session is unknown or unpaid (docs/shop.md#receipt-pdf).
export const GET = handle<Context>(async (request, { params }) => {
  const refused = await refusalByAddress(
    receiptPdfRateLimiter,
    request,
    'Too many receipts from this address. Please try again in a few minutes.',
  );
  if (refused) return refused;
  const synced = await syncSession((await params).sessionId);
  if (!synced?.order) throw notFound('No paid purchase with this session');
  return pdfResponse(await orderDocument(synced.order.id, 'receipt'));
});

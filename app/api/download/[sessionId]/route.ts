import { handle, NO_STORE } from '@/lib/http';
import { downloadDeliverable } from '@/lib/payments/download';
import { downloadRateLimiter } from '@/lib/payments/limits';
import { attachmentHeader } from '@/lib/products/file-name';
import { DECLARED_LENGTH } from '@/lib/server/declared-length.mjs';
import { refusalByAddress } from '@/lib/rate-limit/limiter';

type Context = { params: Promise<{ sessionId: string }> };

export const GET = handle<Context>(async (request, { params }) => {
  const refused = await refusalByAddress(downloadRateLimiter, request, 'Too many downloads from this address. Please try again in a few minutes.');
  if (refused) return refused;
  const deliverable = await downloadDeliverable((await params).sessionId);
  if (deliverable.kind === 'file') {
    return new Response(deliverable.body, {
      headers: {
        ...NO_STORE,
        'Content-Type': deliverable.contentType,
        'Content-Length': String(deliverable.sizeBytes),
        // Next drops Content-Length on the way out; the production server restores it from this.
        [DECLARED_LENGTH]: String(deliverable.sizeBytes),
        'Content-Disposition': attachmentHeader(deliverable.filename),
      },
    });
  }
  return new Response(deliverable.text, {
    headers: {
      ...NO_STORE,
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Disposition': `attachment; filename="${deliverable.filename}"`,
    },
  });
});

import 'server-only';
import { NO_STORE } from '@/lib/http/responses';
import { attachmentHeader } from '@/lib/shop/products/file-name';
import { DECLARED_LENGTH } from '@/lib/server/declared-length.mjs';
import type { Deliverable } from './deliverable';

export function deliverableResponse(deliverable: Deliverable): Response {
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
}

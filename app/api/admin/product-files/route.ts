import { requireAdmin } from '@/lib/auth/require-admin';
import { handle } from '@/lib/http/handle';
import { badRequest, jsonOk } from '@/lib/http/responses';
import { PRODUCT_FILE_MESSAGES } from '@/lib/shop/products/file-limits';
import { sanitizeFileName } from '@/lib/shop/products/file-name';
import { storeProductFile } from '@/lib/shop/products/file-store';

// A product's file (PDF or ZIP, up to 100 MB) as the raw request body, named by `?name=`: a raw
// body streams to a temporary file as it arrives, where multipart would have to be parsed first
// (and the platform's parser holds the whole form in memory). A query carries any UTF-8 name; a
// header could carry only Latin-1. The route is not under proxy.ts's matcher, so no proxy body limit applies.
export const POST = handle(async (request) => {
  // Before the body is read: an anonymous client cannot make the server store anything.
  await requireAdmin(request, 'content');
  const name = new URL(request.url).searchParams.get('name')?.trim();
  if (!name) throw badRequest(PRODUCT_FILE_MESSAGES.missingName);
  const stored = await storeProductFile(request.body, sanitizeFileName(name, 'file'), Number(request.headers.get('content-length')) || 0);
  return jsonOk(stored, 201);
});

import { requireAdmin } from '@/lib/auth/require-admin';
import { handle } from '@/lib/http/handle';
import { jsonOk } from '@/lib/http/responses';
import { imageUrl } from '@/lib/uploads/image-type';
import { processImage } from '@/lib/uploads/process-image';
import { readUploadedFile } from '@/lib/uploads/read-upload';
import { saveImage } from '@/lib/uploads/store';

export const POST = handle(async (request) => {
  // Before the body is read: an anonymous client cannot make the server buffer or decode anything.
  await requireAdmin(request, 'content');
  const image = await processImage(await readUploadedFile(request));
  return jsonOk({ image_url: imageUrl(await saveImage(image), image.format) }, 201);
});

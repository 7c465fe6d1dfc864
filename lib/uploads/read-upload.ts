import 'server-only';
import { z } from 'zod';
import { readBodyBytes } from '@/lib/http/body';
import { badRequest, HttpError } from '@/lib/http/responses';
import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from './limits';

const MULTIPART = /^multipart\/form-data\s*;.*\bboundary=/i;

const tooLarge = () => new HttpError(413, UPLOAD_MESSAGES.tooLarge);

// `getAll('file')`: exactly one non-empty file; a text field of that name is not a file.
const fileField = z
  .array(z.file({ error: UPLOAD_MESSAGES.missingFile }))
  .min(1, UPLOAD_MESSAGES.missingFile)
  .max(1, UPLOAD_MESSAGES.oneFile)
  .transform((files) => files[0]!)
  .pipe(z.file().min(1, UPLOAD_MESSAGES.emptyFile));

/** The one file of the field `file`: 415 for another type, 413 past 10 MB (declared or counted), 400 if missing. */
export async function readUploadedFile(request: Request): Promise<Buffer> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!MULTIPART.test(contentType)) throw new HttpError(415, UPLOAD_MESSAGES.notMultipart);
  if (!request.body) throw badRequest(UPLOAD_MESSAGES.missingFile);
  const body = await readBodyBytes(request, UPLOAD_LIMITS.bodyBytes, UPLOAD_MESSAGES.tooLarge);
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw badRequest(UPLOAD_MESSAGES.unreadable);
  }
  const parsed = fileField.safeParse(form.getAll('file'));
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? UPLOAD_MESSAGES.missingFile);
  if (parsed.data.size > UPLOAD_LIMITS.fileBytes) throw tooLarge();
  return Buffer.from(await parsed.data.arrayBuffer());
}

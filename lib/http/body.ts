import 'server-only';
import { noteAuditBody } from '@/lib/audit/request-audit';
import type { z } from 'zod';
import { describeIssues } from './describe-issues';
import { badRequest, HttpError } from './responses';
import { findUnstorableText } from './unstorable-text';

const DEFAULT_MAX_BODY_BYTES = 32 * 1024;
const JSON_MEDIA_TYPE = /^application\/(?:[\w.-]+\+)?json$/i;

/** Read chunk by chunk, 413 once past `maxBytes`: Content-Length is only a hint (it may lie). */
export async function readBodyBytes(
  request: Request,
  maxBytes: number,
  tooLargeDetail = `The request body must be at most ${Math.floor(maxBytes / 1024)} kB`,
): Promise<Uint8Array<ArrayBuffer>> {
  const tooLarge = new HttpError(413, tooLargeDetail);
  if (Number(request.headers.get('content-length')) > maxBytes) throw tooLarge;
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      size += chunk.value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => undefined);
        throw tooLarge;
      }
      chunks.push(chunk.value);
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw badRequest('The request body could not be read');
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

export async function readTextBody(request: Request, maxBytes: number): Promise<string> {
  return new TextDecoder().decode(await readBodyBytes(request, maxBytes));
}

/** 415 if not JSON, 413 past `maxBytes`, 400 for bad JSON, NUL or lone surrogates (unstorable) or schema refusals. */
export async function parseJson<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
  { maxBytes = DEFAULT_MAX_BODY_BYTES }: { maxBytes?: number } = {},
): Promise<z.output<Schema>> {
  const mediaType = request.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
  if (!JSON_MEDIA_TYPE.test(mediaType)) throw new HttpError(415, 'The request body must be JSON (Content-Type: application/json)');
  const text = await readTextBody(request, maxBytes);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw badRequest('The request body is not valid JSON');
  }
  const unstorable = findUnstorableText(data);
  if (unstorable !== null) throw badRequest(`${unstorable ? `${unstorable}: ` : ''}Text must be valid Unicode without NUL characters`);
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw badRequest(describeIssues(parsed.error));
  noteAuditBody(request, parsed.data);
  return parsed.data;
}

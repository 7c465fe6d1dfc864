import 'server-only';
import { z } from 'zod';
import { parseJson, readTextBody } from '@/lib/http/body';
import { badRequest, HttpError } from '@/lib/http/responses';
import { buyerEmailSchema } from './buyer-email';

const FORM_MEDIA_TYPE = 'application/x-www-form-urlencoded';
const MAX_FORM_BYTES = 4 * 1024;

const payBody = z.object({ email: buyerEmailSchema });

function describeRefusal(error: z.ZodError): string {
  return error.issues.map((issue) => `email: ${issue.message}`).join('; ');
}

/** The trimmed address: 415 if neither form nor JSON, 413 past a few kB, 400 naming `email` if invalid. */
export async function readBuyerEmail(request: Request): Promise<string> {
  const mediaType = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (mediaType !== FORM_MEDIA_TYPE) {
    if (!mediaType.endsWith('json')) throw new HttpError(415, `Send the email field as a form (${FORM_MEDIA_TYPE}) or as JSON`);
    return (await parseJson(request, payBody, { maxBytes: MAX_FORM_BYTES })).email;
  }
  const form = new URLSearchParams(await readTextBody(request, MAX_FORM_BYTES));
  const parsed = buyerEmailSchema.safeParse(form.get('email') ?? '');
  if (!parsed.success) throw badRequest(describeRefusal(parsed.error));
  return parsed.data;
}

/** A refusal to the checkout page's own form post is shown on the page again, not as JSON. */
export const isPageNavigation = (request: Request) => request.headers.get('accept')?.includes('text/html') ?? false;

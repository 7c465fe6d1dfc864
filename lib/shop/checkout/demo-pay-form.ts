import 'server-only';
import { z } from 'zod';
import { parseJson, readTextBody } from '@/lib/http/body';
import { badRequest, HttpError } from '@/lib/http/responses';
import { buyerEmailSchema } from './buyer-email';

// What the demo checkout's Pay button sends: the buyer's e-mail address. The page posts it as a
// plain form (it works without JavaScript); API clients and tests may send JSON instead.

const FORM_MEDIA_TYPE = 'application/x-www-form-urlencoded';
/** One address and the form's encoding stay far below this. */
const MAX_FORM_BYTES = 4 * 1024;

const payBody = z.object({ email: buyerEmailSchema });

function describeRefusal(error: z.ZodError): string {
  return error.issues.map((issue) => `email: ${issue.message}`).join('; ');
}

/**
 * The validated (trimmed) address of a Pay request: 415 for a body that is neither the form nor
 * JSON, 413 past a few kB, 400 naming the email field for a missing or invalid address.
 */
export async function readBuyerEmail(request: Request): Promise<string> {
  const mediaType = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (mediaType !== FORM_MEDIA_TYPE) {
    if (!mediaType.endsWith('json')) throw new HttpError(415, `Send the email field as a form (${FORM_MEDIA_TYPE}) or as JSON`);
    return (await parseJson(request, payBody, { maxBytes: MAX_FORM_BYTES })).email;
  }
  const form = new URLSearchParams(await readTextBody(request, MAX_FORM_BYTES));
  // An absent field is refused like an empty one; a field sent twice counts only once, the first.
  const parsed = buyerEmailSchema.safeParse(form.get('email') ?? '');
  if (!parsed.success) throw badRequest(describeRefusal(parsed.error));
  return parsed.data;
}

/**
 * Whether a refused Pay came from the checkout page itself (a browser's form navigation, which
 * asks for HTML) rather than from an API client: the page is then shown again with the reason
 * beside the field, instead of a JSON answer the buyer could not read.
 */
export const isPageNavigation = (request: Request) => request.headers.get('accept')?.includes('text/html') ?? false;

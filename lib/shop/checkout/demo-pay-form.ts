import 'server-only';
import { z } from 'zod';
import { parseJson, readTextBody } from '@/lib/http/body';
import { HttpError } from '@/lib/http/responses';
import { findUnstorableText } from '@/lib/http/unstorable-text';
import { buyerDetailsSchema, type BuyerDetails } from './buyer-details';
import type { BuyerField } from './buyer-fields';

const FORM_MEDIA_TYPE = 'application/x-www-form-urlencoded';
const MAX_FORM_BYTES = 4 * 1024;

/** A refusal of the buyer's details, naming the first field at fault (the page shows it there). */
export class BuyerDetailsRefused extends HttpError {
  constructor(
    detail: string,
    readonly field: BuyerField,
  ) {
    super(400, detail);
  }
}

const refusedField = (name: string): BuyerField => (name === 'country' || name === 'company' || name === 'vat_id' ? name : 'email');

function refusal(error: z.ZodError): BuyerDetailsRefused {
  const detail = error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; ');
  return new BuyerDetailsRefused(detail, refusedField(String(error.issues[0]?.path[0] ?? 'email')));
}

/** The buyer's checked details: 415 if neither form nor JSON, 413 past a few kB, 400 naming the field. */
export async function readBuyerDetails(request: Request): Promise<BuyerDetails> {
  const mediaType = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (mediaType !== FORM_MEDIA_TYPE) {
    if (!mediaType.endsWith('json')) throw new HttpError(415, `Send the buyer's details as a form (${FORM_MEDIA_TYPE}) or as JSON`);
    return parseJson(request, buyerDetailsSchema, { maxBytes: MAX_FORM_BYTES });
  }
  const form = new URLSearchParams(await readTextBody(request, MAX_FORM_BYTES));
  const values = { email: form.get('email') ?? '', country: form.get('country'), company: form.get('company'), vat_id: form.get('vat_id') };
  const unstorable = findUnstorableText(values);
  if (unstorable !== null)
    throw new BuyerDetailsRefused(`${unstorable}: Text must be valid Unicode without NUL characters`, refusedField(unstorable));
  const parsed = buyerDetailsSchema.safeParse(values);
  if (!parsed.success) throw refusal(parsed.error);
  return parsed.data;
}

/** A refusal to the checkout page's own form post is shown on the page again, not as JSON. */
export const isPageNavigation = (request: Request) => request.headers.get('accept')?.includes('text/html') ?? false;

import { NextResponse } from 'next/server';
import { routing } from '@/i18n/routing';
import { getEnv } from '@/lib/env';
import { isStorableText } from '@/lib/db/text';
import { handle } from '@/lib/http/handle';
import { errorResponse, HttpError, NO_STORE } from '@/lib/http/responses';
import { downloadByLink, downloadLinkPath, readDownloadLink } from '@/lib/shop/downloads/links';
import { deliverableResponse } from '@/lib/shop/downloads/deliverable-response';
import { downloadRateLimiter } from '@/lib/shop/checkout/limits';
import { refusalByAddress } from '@/lib/rate-limit/limiter';

type Context = RouteContext<'/api/downloads/[token]'>;

/** Refusals the link's page explains (spent, expired, refunded, unknown) rather than JSON. */
const EXPLAINED = new Set([404, 410]);

/** Longer than any token of ours by far; an address this long is answered here, not echoed into a redirect. */
const MAX_ECHOED_TOKEN_LENGTH = 256;

/**
 * The link's page, in the language of its order when the link is known, which says why and what
 * to do. A token that is not ours goes there too (escaped: it is whatever the address held),
 * unless it could not even stand in an address.
 */
async function explanationPage(token: string, refusal: HttpError): Promise<Response> {
  if (token.length > MAX_ECHOED_TOKEN_LENGTH || !isStorableText(token)) return errorResponse(refusal.status, refusal.detail);
  const link = await readDownloadLink(token);
  const path = downloadLinkPath(encodeURIComponent(token), link?.locale ?? routing.defaultLocale);
  return NextResponse.redirect(new URL(path, getEnv().SITE_URL), { status: 303, headers: NO_STORE });
}

// The Download button of a receipt's link page: each answer with the file counts one download
// of the link. A buyer who clicks a spent link (a bookmark, an old mail) lands on its page.
// Downloads count against the same per-address limit as the success page's.
export const GET = handle<Context>(async (request, { params }) => {
  const refused = await refusalByAddress(
    downloadRateLimiter,
    request,
    'Too many downloads from this address. Please try again in a few minutes.',
  );
  if (refused) return refused;
  const { token } = await params;
  try {
    return deliverableResponse(await downloadByLink(token));
  } catch (error) {
    if (error instanceof HttpError && EXPLAINED.has(error.status)) return explanationPage(token, error);
    throw error;
  }
});

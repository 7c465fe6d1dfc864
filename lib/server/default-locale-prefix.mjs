// @ts-check
import { RESOURCE_POLICY } from '../security/content-security-policy.mjs';

/**
 * The default language's prefix redirects to the root for good (`/en/about?x=1` to `/about?x=1`),
 * as Next's redirect did (docs/decisions/routes-outside-next.md). A rest that would make a
 * protocol-relative Location (`/en//host`) is left to Next, which collapses the slashes first.
 * Returns whether it answered.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string} defaultLocale
 */
export function redirectDefaultLocalePrefix(req, res, defaultLocale) {
  const url = req.url ?? '/';
  const prefix = `/${defaultLocale}`;
  // Paths match regardless of case, as in Next's route table (`/EN/about` redirects too).
  if (url.slice(0, prefix.length).toLowerCase() !== prefix.toLowerCase()) return false;
  const rest = url.slice(prefix.length);
  let target;
  if (rest === '' || rest.startsWith('?')) target = `/${rest}`;
  else if (/^\/[^/\\?]/.test(rest)) target = rest;
  else return false;
  res.writeHead(308, { Location: target, Refresh: `0;url=${target}`, 'Content-Security-Policy': RESOURCE_POLICY });
  res.end(target);
  return true;
}

/**
 * The redirect as a route-table entry, for the address book of unknown addresses
 * (lib/server/unknown-address.mjs): an address under the prefix is the redirect's, or Next's when
 * the redirect leaves it, never a not-found page answered before Next.
 * @param {string} defaultLocale
 */
export const prefixRedirectRoute = (defaultLocale) => ({ regex: `^/${defaultLocale}(?:/.*)?$` });

// @ts-check
import { onWriteHead } from './write-head.mjs';

export const REDIRECT_MAX_AGE_SECONDS = 300;

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * Next gives a cached redirect a year, which browsers keep: a slug given back would loop. Wraps writeHead first.
 * @param {import('node:http').ServerResponse} res
 */
export function keepRedirectsShort(res) {
  onWriteHead(res, (statusCode) => {
    if (!REDIRECTS.has(statusCode)) return statusCode;
    const cacheControl = String(res.getHeader('cache-control') ?? '');
    if (/\b(s-maxage|max-age)=[1-9]/i.test(cacheControl) && !/\b(private|no-store)\b/i.test(cacheControl)) {
      res.setHeader('Cache-Control', `public, max-age=${REDIRECT_MAX_AGE_SECONDS}`);
    }
    return statusCode;
  });
}

// @ts-check

/** How long a browser or CDN may keep a redirect of the site's pages, in seconds. */
export const REDIRECT_MAX_AGE_SECONDS = 300;

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * Keeps a cacheable redirect short-lived. Next gives a redirect made by a cached page (a renamed
 * project's old address: its 308) the page's `s-maxage=31536000`, and browsers keep permanent
 * redirects as long as they are allowed to, often past any later change: a slug given back to a
 * project would then send its visitors in a circle. Redirects that may not be stored
 * (private, no-store) keep their header. Installed before any other layer wraps writeHead, like
 * keepNotFoundUncached.
 * @param {import('node:http').ServerResponse} res
 */
export function keepRedirectsShort(res) {
  const writeHead = res.writeHead;
  res.writeHead = /** @type {typeof res.writeHead} */ (
    function (/** @type {number} */ statusCode, /** @type {never[]} */ ...rest) {
      if (REDIRECTS.has(statusCode)) {
        for (const headers of rest) {
          if (typeof headers !== 'object' || headers === null || Array.isArray(headers)) continue;
          for (const name of Object.keys(headers)) {
            if (name.toLowerCase() !== 'cache-control') continue;
            res.setHeader('Cache-Control', headers[name]);
            delete headers[name];
          }
        }
        const cacheControl = String(res.getHeader('cache-control') ?? '');
        if (/\b(s-maxage|max-age)=[1-9]/i.test(cacheControl) && !/\b(private|no-store)\b/i.test(cacheControl)) {
          res.setHeader('Cache-Control', `public, max-age=${REDIRECT_MAX_AGE_SECONDS}`);
        }
      }
      return writeHead.call(res, statusCode, ...rest);
    }
  );
}

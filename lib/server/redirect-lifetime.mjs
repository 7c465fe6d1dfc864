// @ts-check

export const REDIRECT_MAX_AGE_SECONDS = 300;

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * Next gives a cached redirect a year, which browsers keep: a slug given back would loop. Wraps writeHead first.
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

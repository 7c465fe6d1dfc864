// @ts-check

/**
 * Sends one Location header where Next sends the same one twice. Next 16 appends a cached
 * redirect's headers on top of the ones it already set (vercel/next.js#82117), so a redirect
 * made by an ISR page (a renamed project's old address: its 308) went out with
 * `Location: /new` twice, which proxies join into `/new, /new` and crawlers refuse.
 * Installed before the other layers wrap writeHead, like keepNotFoundUncached.
 * @param {import('node:http').ServerResponse} res
 */
export function keepOneLocation(res) {
  const writeHead = res.writeHead;
  res.writeHead = /** @type {typeof res.writeHead} */ (
    function (/** @type {number} */ statusCode, /** @type {never[]} */ ...rest) {
      const location = res.getHeader('location');
      if (Array.isArray(location) && location.length > 1 && new Set(location).size === 1) res.setHeader('location', String(location[0]));
      return writeHead.call(res, statusCode, ...rest);
    }
  );
}

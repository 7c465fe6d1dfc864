// @ts-check

/**
 * Next sends a cached redirect's Location twice (vercel/next.js#82117). Wraps writeHead before the other layers.
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

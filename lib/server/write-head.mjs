// @ts-check
// Response layers of the production server (scripts/start.mjs) that change a status or its caching
// once Next calls writeHead, which may carry Cache-Control in its header argument.

/**
 * Wraps res.writeHead: `change` sees the status, with any Cache-Control of the call already moved
 * onto the response (so `res.setHeader` overrides it), and returns the status to send.
 * @param {import('node:http').ServerResponse} res
 * @param {(statusCode: number) => number} change
 */
export function onWriteHead(res, change) {
  const writeHead = res.writeHead;
  res.writeHead = /** @type {typeof res.writeHead} */ (
    function (/** @type {number} */ statusCode, /** @type {never[]} */ ...rest) {
      for (const headers of rest) {
        if (typeof headers !== 'object' || headers === null || Array.isArray(headers)) continue;
        for (const name of Object.keys(headers)) {
          if (name.toLowerCase() !== 'cache-control') continue;
          res.setHeader('Cache-Control', headers[name]);
          delete headers[name];
        }
      }
      return writeHead.call(res, change(statusCode), ...rest);
    }
  );
}

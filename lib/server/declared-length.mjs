// @ts-check

// Next (16.4, server/send-response.js) drops Content-Length from a route handler's Response: the
// body of a fetched response may have been decoded on the way. A product download streams from
// the database and knows its length; without the header a browser shows no progress or size.
// The handler names the length in this header too, and the production server (scripts/start.mjs)
// turns it back into Content-Length as the headers go out.

export const DECLARED_LENGTH = 'x-declared-length';

/** @param {import('node:http').ServerResponse} res */
export function restoreDeclaredLength(res) {
  const writeHead = res.writeHead;
  res.writeHead = /** @type {typeof res.writeHead} */ (
    function (/** @type {number} */ statusCode, /** @type {never[]} */ ...rest) {
      const declared = res.getHeader(DECLARED_LENGTH);
      if (declared !== undefined) {
        res.removeHeader(DECLARED_LENGTH);
        // Only where nothing re-encodes the body (compression removes the header itself).
        if (/^\d+$/.test(String(declared)) && !res.hasHeader('content-encoding')) res.setHeader('Content-Length', String(declared));
      }
      return writeHead.call(res, statusCode, ...rest);
    }
  );
}

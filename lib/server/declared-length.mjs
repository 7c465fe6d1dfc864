// @ts-check

// Next drops a handler's Content-Length; downloads repeat it here for start.mjs (docs/decisions/next-internals.md).

export const DECLARED_LENGTH = 'x-declared-length';

/** @param {import('node:http').ServerResponse} res */
export function restoreDeclaredLength(res) {
  const writeHead = res.writeHead;
  res.writeHead = /** @type {typeof res.writeHead} */ (
    function (/** @type {number} */ statusCode, /** @type {never[]} */ ...rest) {
      const declared = res.getHeader(DECLARED_LENGTH);
      if (declared !== undefined) {
        res.removeHeader(DECLARED_LENGTH);
        // Compression removes the header itself.
        if (/^\d+$/.test(String(declared)) && !res.hasHeader('content-encoding')) res.setHeader('Content-Length', String(declared));
      }
      return writeHead.call(res, statusCode, ...rest);
    }
  );
}

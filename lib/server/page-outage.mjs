// @ts-check

// A page whose render fails because the database cannot be reached answers 503 with Retry-After,
// as the API does (lib/http/handle.ts), not Next's 500: a load balancer or crawler then knows to
// come back. Next gives a page no say in its error status, but reports the render's error to
// instrumentation.ts (onRequestError) with the request's headers, the very object the production
// server received; the server then turns that request's 500 into the 503. The marks live on
// globalThis: Next bundles its own copy of this module beside the one scripts/start.mjs imports.

const globalForOutage = /** @type {typeof globalThis & { __studioPageOutages?: WeakMap<object, number> }} */ (globalThis);
const outages = (globalForOutage.__studioPageOutages ??= new WeakMap());

/**
 * Marks the request whose headers these are as failed for an unreachable database.
 * @param {object} headers the request's headers as onRequestError receives them
 * @param {number} retryAfterSeconds
 */
export function markDatabaseOutage(headers, retryAfterSeconds) {
  outages.set(headers, retryAfterSeconds);
}

/**
 * Answers a marked request's 500 as 503 with Retry-After, not stored by any cache.
 * Installed before any other layer wraps writeHead, like keepNotFoundUncached.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function answerOutageAsUnavailable(req, res) {
  const writeHead = res.writeHead;
  res.writeHead = /** @type {typeof res.writeHead} */ (
    function (/** @type {number} */ statusCode, /** @type {never[]} */ ...rest) {
      const retryAfter = statusCode === 500 ? outages.get(req.headers) : undefined;
      if (retryAfter === undefined) return writeHead.call(res, statusCode, ...rest);
      for (const headers of rest) {
        if (typeof headers !== 'object' || headers === null || Array.isArray(headers)) continue;
        for (const name of Object.keys(headers)) if (name.toLowerCase() === 'cache-control') delete headers[name];
      }
      res.setHeader('Retry-After', String(retryAfter));
      res.setHeader('Cache-Control', 'no-store');
      return writeHead.call(res, 503, ...rest);
    }
  );
}

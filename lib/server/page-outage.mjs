// @ts-check
import { DATABASE_RETRY_AFTER_SECONDS, databaseAway } from '../db/reachability.mjs';

/**
 * A 500 written while the database is away (its last query could not reach the server) goes out
 * as 503 with Retry-After and no-store: a load balancer or crawler knows to come back, as with
 * the API's answers (lib/http/handle.ts). Any other 500 keeps its status. Installed before any
 * other layer wraps writeHead, like keepNotFoundUncached.
 * @param {import('node:http').ServerResponse} res
 */
export function answerOutageAsUnavailable(res) {
  const writeHead = res.writeHead;
  res.writeHead = /** @type {typeof res.writeHead} */ (
    function (/** @type {number} */ statusCode, /** @type {never[]} */ ...rest) {
      if (statusCode !== 500 || !databaseAway()) return writeHead.call(res, statusCode, ...rest);
      for (const headers of rest) {
        if (typeof headers !== 'object' || headers === null || Array.isArray(headers)) continue;
        for (const name of Object.keys(headers)) if (name.toLowerCase() === 'cache-control') delete headers[name];
      }
      res.setHeader('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      res.setHeader('Cache-Control', 'no-store');
      return writeHead.call(res, 503, ...rest);
    }
  );
}

// @ts-check
import { DATABASE_RETRY_AFTER_SECONDS, databaseAway } from '../db/reachability.mjs';

/**
 * A 500 while the database is away goes out as 503 (docs/decisions/page-outage.md). Wraps writeHead before the other layers.
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

// @ts-check
import { DATABASE_RETRY_AFTER_SECONDS, databaseAway } from '../db/reachability.mjs';
import { onWriteHead } from './write-head.mjs';

/**
 * A 500 while the database is away goes out as 503 (docs/decisions/page-outage.md). Wraps writeHead before the other layers.
 * @param {import('node:http').ServerResponse} res
 */
export function answerOutageAsUnavailable(res) {
  onWriteHead(res, (statusCode) => {
    if (statusCode !== 500 || !databaseAway()) return statusCode;
    res.setHeader('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    res.setHeader('Cache-Control', 'no-store');
    return 503;
  });
}

import 'server-only';
import { DrizzleQueryError } from 'drizzle-orm';
import { recordRequestAudit } from '@/lib/audit/request-audit';
import { DATABASE_RETRY_AFTER_SECONDS, databaseUnavailable } from '@/lib/db/unavailable';
import { log } from '@/lib/log/logger.mjs';
import { errorResponse, HttpError, retryLater, RetryLaterError } from './responses';

type Handler<Context> = (request: Request, context: Context) => Promise<Response>;

// Logged without the address, which may hold a token (a download link): the request's access line,
// with the same request id, names its route (lib/server/request-log.mjs).

/** Logged without the query's values (Drizzle's message lists visitors' names and e-mails). */
function withoutParameters(error: unknown): unknown {
  if (!(error instanceof DrizzleQueryError)) return error;
  return new Error(`Failed query: ${error.query}`, { cause: error.cause });
}

export function handle<Context>(handler: Handler<Context>): Handler<Context> {
  return async (request, context) => {
    try {
      const response = await handler(request, context);
      // The write is done: a trail that cannot be written is logged, the answer stands.
      await recordRequestAudit(request, response).catch((error: unknown) =>
        log.error(
          { area: 'audit', method: request.method, err: withoutParameters(error) },
          'an admin request was not recorded in the audit trail',
        ),
      );
      return response;
    } catch (error) {
      if (error instanceof RetryLaterError) return retryLater(error.status, error.retryAfterSeconds, error.detail);
      if (error instanceof HttpError) return errorResponse(error.status, error.detail, error.fields);
      const unavailable = databaseUnavailable(error);
      if (unavailable) {
        log.error({ area: 'api', method: request.method, reason: unavailable }, 'database unavailable');
        return retryLater(503, DATABASE_RETRY_AFTER_SECONDS, 'The site is briefly unavailable. Please try again in a moment.');
      }
      log.error({ area: 'api', method: request.method, err: withoutParameters(error) }, 'request failed');
      return errorResponse(500, 'Internal server error');
    }
  };
}

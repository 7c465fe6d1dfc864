import 'server-only';
import { DrizzleQueryError } from 'drizzle-orm';
import { recordRequestAudit } from '@/lib/audit/request-audit';
import { DATABASE_RETRY_AFTER_SECONDS, databaseUnavailable } from '@/lib/db/unavailable';
import { errorResponse, HttpError, retryLater, RetryLaterError } from './responses';

type Handler<Context> = (request: Request, context: Context) => Promise<Response>;

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
        console.error(`[audit] ${request.method} ${new URL(request.url).pathname}: not recorded`, withoutParameters(error)),
      );
      return response;
    } catch (error) {
      if (error instanceof RetryLaterError) return retryLater(error.status, error.retryAfterSeconds, error.detail);
      if (error instanceof HttpError) return errorResponse(error.status, error.detail, error.fields);
      const unavailable = databaseUnavailable(error);
      if (unavailable) {
        console.error(`[api] ${request.method} ${new URL(request.url).pathname}: database unavailable (${unavailable})`);
        return retryLater(503, DATABASE_RETRY_AFTER_SECONDS, 'The site is briefly unavailable. Please try again in a moment.');
      }
      console.error(`[api] ${request.method} ${new URL(request.url).pathname} failed`, withoutParameters(error));
      return errorResponse(500, 'Internal server error');
    }
  };
}

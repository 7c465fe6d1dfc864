import 'server-only';
import { DrizzleQueryError } from 'drizzle-orm';
import { DATABASE_RETRY_AFTER_SECONDS, databaseUnavailable } from '@/lib/db/unavailable';
import { errorResponse, HttpError, retryLater } from './responses';

// Every route handler is wrapped in `handle`, so nothing a client sends can produce a 500.

type Handler<Context> = (request: Request, context: Context) => Promise<Response>;

/**
 * A failed query as it may be logged: the statement and the driver's error, not the values
 * (Drizzle's message lists them: visitors' names, e-mail addresses and messages).
 */
function withoutParameters(error: unknown): unknown {
  if (!(error instanceof DrizzleQueryError)) return error;
  return new Error(`Failed query: ${error.query}`, { cause: error.cause });
}

/**
 * Wraps a route handler: HttpErrors become `{detail}` answers, an unreachable database a 503 with
 * Retry-After (logged in one line: an outage fails every request), anything else a logged 500.
 */
export function handle<Context>(handler: Handler<Context>): Handler<Context> {
  return async (request, context) => {
    try {
      return await handler(request, context);
    } catch (error) {
      if (error instanceof HttpError) return errorResponse(error.status, error.detail);
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

import 'server-only';
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { routing, type Locale } from '@/i18n/routing';

// Handler helpers: every error leaves as `{detail}` with the right status, and nothing a client
// sends can produce a 500.

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
  ) {
    super(detail);
    this.name = 'HttpError';
  }
}

export const notFound = (detail: string) => new HttpError(404, detail);
export const badRequest = (detail: string) => new HttpError(400, detail);

export function errorResponse(status: number, detail: string): NextResponse {
  return NextResponse.json({ detail }, { status });
}

export function jsonOk(data: unknown, status = 200): NextResponse {
  return NextResponse.json(data, { status });
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

const localeQuery = z.object({
  locale: z.enum(routing.locales, { error: `locale must be one of: ${routing.locales.join(', ')}` }).default(routing.defaultLocale),
});

/** The `?locale=` of a content read; English when absent. */
export function parseLocale(request: Request): Locale {
  const url = new URL(request.url);
  const parsed = localeQuery.safeParse({ locale: url.searchParams.get('locale') ?? undefined });
  if (!parsed.success) throw badRequest(describeIssues(parsed.error));
  return parsed.data.locale;
}

type Handler<Context> = (request: Request, context: Context) => Promise<Response>;

/** Wraps a route handler: HttpErrors become `{detail}` answers, anything else a logged 500. */
export function handle<Context>(handler: Handler<Context>): Handler<Context> {
  return async (request, context) => {
    try {
      return await handler(request, context);
    } catch (error) {
      if (error instanceof HttpError) return errorResponse(error.status, error.detail);
      console.error(`[api] ${request.method} ${new URL(request.url).pathname} failed`, error);
      return errorResponse(500, 'Internal server error');
    }
  };
}

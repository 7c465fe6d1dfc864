import 'server-only';
import { DrizzleQueryError } from 'drizzle-orm';
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { routing, type Locale } from '@/i18n/routing';
import { isStorableText } from '@/lib/db/text';
import { DATABASE_RETRY_AFTER_SECONDS, databaseUnavailable } from '@/lib/db/unavailable';

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

/** 429 or 503 with the seconds to wait in Retry-After, so clients and proxies know when to try again. */
export function retryLater(status: 429 | 503, retryAfterSeconds: number, detail: string): NextResponse {
  return NextResponse.json({ detail }, { status, headers: { ...NO_STORE, 'Retry-After': String(retryAfterSeconds) } });
}

export function jsonOk(data: unknown, status = 200): NextResponse {
  return NextResponse.json(data, { status });
}

function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message)).join('; ');
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

/**
 * The query string of a request, validated by `schema`: the first value of each parameter (a
 * repeated one counts once), 400 naming the refused parameters. Parameters the schema does not
 * know are ignored, like unknown fields in a body.
 */
export function parseQuery<Schema extends z.ZodType>(request: Request, schema: Schema): z.output<Schema> {
  const params = new URL(request.url).searchParams;
  const values = Object.fromEntries([...new Set(params.keys())].map((key) => [key, params.get(key)]));
  const parsed = schema.safeParse(values);
  if (!parsed.success) throw badRequest(describeIssues(parsed.error));
  return parsed.data;
}

/** Request bodies of the JSON calls stay far below this; anything larger is refused unread. */
const DEFAULT_MAX_BODY_BYTES = 32 * 1024;
// application/json, or a structured-syntax type such as application/problem+json.
const JSON_MEDIA_TYPE = /^application\/(?:[\w.-]+\+)?json$/i;

/**
 * The request body, read chunk by chunk and abandoned (413) as soon as it passes `maxBytes`. The
 * declared Content-Length is checked first but only as a hint: a client may omit it or lie, and a
 * 1 GB body must never sit in memory.
 */
export async function readBodyBytes(
  request: Request,
  maxBytes: number,
  tooLargeDetail = `The request body must be at most ${Math.floor(maxBytes / 1024)} kB`,
): Promise<Uint8Array<ArrayBuffer>> {
  const tooLarge = new HttpError(413, tooLargeDetail);
  if (Number(request.headers.get('content-length')) > maxBytes) throw tooLarge;
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      size += chunk.value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => undefined);
        throw tooLarge;
      }
      chunks.push(chunk.value);
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw badRequest('The request body could not be read');
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The request body as UTF-8 text, within `maxBytes` (see readBodyBytes). */
export async function readTextBody(request: Request, maxBytes: number): Promise<string> {
  return new TextDecoder().decode(await readBodyBytes(request, maxBytes));
}

interface Visit {
  value: unknown;
  key?: string;
  parent?: Visit;
}

/**
 * Where in parsed JSON the first text (key or value) lies that the database cannot store, or
 * null. Iterative, and paths are built only for the one found: a body may be nested 100 000 deep.
 */
function findUnstorableText(data: unknown): string | null {
  const pathOf = (visit: Visit) => {
    const keys: string[] = [];
    for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) keys.unshift(at.key);
    return keys.join('.');
  };
  const pending: Visit[] = [{ value: data }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const { value } = visit;
    if (typeof value === 'string') {
      if (!isStorableText(value)) return pathOf(visit);
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        const child = { value: item, key, parent: visit };
        if (!isStorableText(key)) return pathOf(child);
        pending.push(child);
      }
    }
  }
  return null;
}

/**
 * The JSON body of a request, validated by `schema`: 415 for another content type, 413 past
 * `maxBytes`, 400 for broken JSON, for text with NUL characters or unpaired surrogates (JSON
 * can escape both, Postgres can store neither), or for values the schema refuses (naming each field).
 */
export async function parseJson<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
  { maxBytes = DEFAULT_MAX_BODY_BYTES }: { maxBytes?: number } = {},
): Promise<z.output<Schema>> {
  const mediaType = request.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
  if (!JSON_MEDIA_TYPE.test(mediaType)) throw new HttpError(415, 'The request body must be JSON (Content-Type: application/json)');
  const text = await readTextBody(request, maxBytes);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw badRequest('The request body is not valid JSON');
  }
  const unstorable = findUnstorableText(data);
  if (unstorable !== null) throw badRequest(`${unstorable ? `${unstorable}: ` : ''}Text must be valid Unicode without NUL characters`);
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw badRequest(describeIssues(parsed.error));
  return parsed.data;
}

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

/** Answers that belong to one visitor's payment: never stored by a browser or a shared cache. */
export const NO_STORE = { 'Cache-Control': 'no-store' } as const;

/** A JSON answer with the no-store header, e.g. the state of a payment. */
export function jsonNoStore(data: unknown): NextResponse {
  return NextResponse.json(data, { headers: NO_STORE });
}

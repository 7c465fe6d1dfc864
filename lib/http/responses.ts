import 'server-only';
import { NextResponse } from 'next/server';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    /** Further fields of the answer beside `detail`, e.g. a stable `reason` a client translates. */
    readonly fields: Record<string, string> = {},
  ) {
    super(detail);
    this.name = 'HttpError';
  }
}

/** A refusal that says when to try again (`Retry-After`): a busy resource, not a bad request. */
export class RetryLaterError extends HttpError {
  constructor(
    override readonly status: 429 | 503,
    readonly retryAfterSeconds: number,
    detail: string,
  ) {
    super(status, detail);
    this.name = 'RetryLaterError';
  }
}

export const notFound = (detail: string) => new HttpError(404, detail);
export const badRequest = (detail: string) => new HttpError(400, detail);

export function errorResponse(status: number, detail: string, fields: Record<string, string | boolean> = {}): NextResponse {
  return NextResponse.json({ ...fields, detail }, { status });
}

export function retryLater(status: 429 | 503, retryAfterSeconds: number, detail: string): NextResponse {
  return NextResponse.json({ detail }, { status, headers: { ...NO_STORE, 'Retry-After': String(retryAfterSeconds) } });
}

export function jsonOk(data: unknown, status = 200): NextResponse {
  return NextResponse.json(data, { status });
}

/** Answers that belong to one visitor's payment: never stored by a browser or a shared cache. */
export const NO_STORE = { 'Cache-Control': 'no-store' } as const;

export function jsonNoStore(data: unknown, status = 200): NextResponse {
  return NextResponse.json(data, { status, headers: NO_STORE });
}

import { NextRequest } from 'next/server';

type RouteHandler<Context> = (request: NextRequest, context: Context) => Response | Promise<Response>;

/** Calls a route handler the way Next does, and returns its status and parsed JSON body. */
export async function call<Context = undefined>(
  handler: RouteHandler<Context>,
  path: string,
  context?: Context,
): Promise<{ status: number; body: unknown }> {
  const response = await handler(new NextRequest(new URL(path, 'http://localhost:3000')), context as Context);
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

export const params = <T extends Record<string, string>>(values: T) => ({ params: Promise.resolve(values) });

export interface SendInit extends Omit<RequestInit, 'body'> {
  /** Sent as a JSON body with its content type. */
  json?: unknown;
  body?: BodyInit;
}

/** Calls a handler with any method, headers and body; returns status, headers and the parsed JSON. */
export async function send<Context = undefined>(
  handler: RouteHandler<Context>,
  path: string,
  { json, headers, ...init }: SendInit = {},
  context?: Context,
): Promise<{ status: number; body: unknown; headers: Headers }> {
  const allHeaders = new Headers(headers);
  if (json !== undefined) allHeaders.set('content-type', 'application/json');
  const request = new NextRequest(new URL(path, 'http://localhost:3000'), {
    ...init,
    headers: allHeaders,
    body: json !== undefined ? JSON.stringify(json) : init.body,
  } as ConstructorParameters<typeof NextRequest>[1]);
  const response = await handler(request, context as Context);
  const text = await response.text();
  let body: unknown = null;
  if (text) body = response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
  return { status: response.status, body, headers: response.headers };
}

/** The `detail` of an answer's JSON body: what the API says to a client it refused. */
export const detailOf = (answer: { body: unknown }) => (answer.body as { detail: string }).detail;

import { NextRequest } from 'next/server';

type RouteHandler<Context> = (request: NextRequest, context: Context) => Promise<Response>;

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

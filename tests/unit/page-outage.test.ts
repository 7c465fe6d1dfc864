import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerOutageAsUnavailable, markDatabaseOutage } from '@/lib/server/page-outage.mjs';

// A page that failed for an unreachable database (marked by instrumentation.ts) answers 503 with
// Retry-After; any other failure keeps its 500.

async function answer(respond: (req: IncomingMessage, res: ServerResponse) => void) {
  const server = createServer((req, res) => {
    answerOutageAsUnavailable(req, res);
    respond(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return await new Promise<{ status: number; retryAfter?: string; cacheControl?: string }>((resolve, reject) => {
      request({ port, host: '127.0.0.1', path: '/' }, (res) => {
        res.resume();
        resolve({ status: res.statusCode!, retryAfter: res.headers['retry-after'], cacheControl: res.headers['cache-control'] });
      })
        .on('error', reject)
        .end();
    });
  } finally {
    server.close();
  }
}

const NEXT_ERROR_HEADERS = { 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' };

it('answers a page that failed for the database 503 with Retry-After', async () => {
  expect(
    await answer((req, res) => {
      markDatabaseOutage(req.headers, 5);
      res.writeHead(500, NEXT_ERROR_HEADERS).end('error page');
    }),
  ).toEqual({ status: 503, retryAfter: '5', cacheControl: 'no-store' });
});

it('keeps the 500 of any other failure, and the status of other answers', async () => {
  expect(await answer((_req, res) => res.writeHead(500, NEXT_ERROR_HEADERS).end())).toEqual({
    status: 500,
    retryAfter: undefined,
    cacheControl: NEXT_ERROR_HEADERS['cache-control'],
  });
  expect(
    await answer((req, res) => {
      markDatabaseOutage(req.headers, 5);
      res.writeHead(404).end();
    }),
  ).toMatchObject({ status: 404, retryAfter: undefined });
});

import { createServer, request, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { keepNotFoundUncached, refuseUnservable } from '@/lib/server/request-gate.mjs';
import { responseThroughLayer } from '../support/layer-response';

// The production server answers methods the site does not serve itself, before Next (which
// renders a page for any method it does not know).

async function answer(method: string, path: string) {
  const server = createServer((req, res) => {
    if (!refuseUnservable(req, res)) res.writeHead(200).end('served');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return await new Promise<{ status: number; allow: string | undefined; body: string }>((resolve, reject) => {
      request({ port, host: '127.0.0.1', path, method }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, allow: res.headers.allow, body }));
      })
        .on('error', reject)
        .end();
    });
  } finally {
    server.close();
  }
}

const ALLOW = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';

it.each(['PROPFIND', 'MKCOL', 'LOCK', 'TRACE', 'PURGE'])('answers %s with 405 and the methods it serves', async (method) => {
  expect(await answer(method, '/')).toEqual({ status: 405, allow: ALLOW, body: `Method ${method} is not allowed\n` });
  expect(await answer(method, '/api/projects')).toEqual({
    status: 405,
    allow: ALLOW,
    body: JSON.stringify({ detail: `Method ${method} is not allowed` }),
  });
});

it.each(ALLOW.split(', '))('lets %s through', async (method) => {
  expect((await answer(method, '/')).status).toBe(200);
});

it('sends a not-found as no-store, whatever Cache-Control Next gave it, and leaves other answers alone', async () => {
  const YEAR = 's-maxage=31536000, stale-while-revalidate';
  const cacheControl = async (respond: (res: ServerResponse) => void) =>
    (await responseThroughLayer(keepNotFoundUncached, respond)).headers['cache-control'];
  expect(await cacheControl((res) => res.writeHead(404, { 'Cache-Control': YEAR }).end())).toBe('no-store');
  expect(
    await cacheControl((res) => {
      res.setHeader('cache-control', YEAR);
      res.statusCode = 404;
      res.end();
    }),
  ).toBe('no-store');
  expect(await cacheControl((res) => res.writeHead(200, { 'cache-control': YEAR }).end())).toBe(YEAR);
});

import type { ServerResponse } from 'node:http';
import { keepRedirectsShort } from '@/lib/server/redirect-lifetime.mjs';
import { responseThroughLayer } from '../support/layer-response';

// A renamed project's old address answers a 308 that browsers and CDNs keep for minutes, not for
// the year Next gives the cached page that makes it.

async function cacheControl(respond: (res: ServerResponse) => void): Promise<string | undefined> {
  return (await responseThroughLayer(keepRedirectsShort, respond)).headers['cache-control'];
}

const YEAR = 's-maxage=31536000, stale-while-revalidate';

it('gives a cached page redirect five minutes, set before writeHead or passed to it', async () => {
  expect(
    await cacheControl((res) => {
      res.setHeader('Cache-Control', YEAR);
      res.setHeader('Location', '/projects/new');
      res.statusCode = 308;
      res.end();
    }),
  ).toBe('public, max-age=300');
  expect(await cacheControl((res) => res.writeHead(308, { 'cache-control': YEAR, location: '/projects/new' }).end())).toBe(
    'public, max-age=300',
  );
  expect(await cacheControl((res) => res.writeHead(301, { 'Cache-Control': 'public, max-age=31536000', location: '/a' }).end())).toBe(
    'public, max-age=300',
  );
});

it('leaves redirects that may not be stored, and pages, as they are', async () => {
  expect(await cacheControl((res) => res.writeHead(303, { 'cache-control': 'no-store', location: '/a' }).end())).toBe('no-store');
  expect(await cacheControl((res) => res.writeHead(307, { 'cache-control': 'private, max-age=60', location: '/a' }).end())).toBe(
    'private, max-age=60',
  );
  expect(await cacheControl((res) => res.writeHead(200, { 'cache-control': YEAR }).end())).toBe(YEAR);
});

import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { publicContentChanged } from '@/lib/server/content-generation.mjs';
import { createPageCache, sendCachedPage } from '@/lib/server/page-cache.mjs';

// The production server's one-second cache of public pages (scripts/start.mjs).

const request = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  ({ method, url, headers }) as unknown as IncomingMessage;

const NEXT_PAGE_HEADERS: OutgoingHttpHeaders = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 's-maxage=31536000',
  vary: 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding',
  etag: '"abc"',
  'content-security-policy': "script-src 'self' 'sha256-x'",
  'content-length': '12',
  connection: 'keep-alive',
};
const page = (headers: OutgoingHttpHeaders = {}, statusCode = 200, body = '<p>page</p>') => ({
  statusCode,
  headers: { ...NEXT_PAGE_HEADERS, ...headers },
  body: Buffer.from(body),
});

function clock() {
  let time = 1_000_000;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('which requests the page cache answers', () => {
  const cache = createPageCache();

  it('takes a plain GET of a page by its path: the pages it keeps cannot read the query', () => {
    expect(cache.keyOf(request('/no/projects'))).toBe('/no/projects');
    expect(cache.keyOf(request('/no/projects?category=Branding'))).toBe('/no/projects');
    // Random queries share one entry instead of each rendering anew.
    expect(cache.keyOf(request(`/about?x=${Math.random()}`))).toBe('/about');
  });

  it.each([
    ['a HEAD', request('/', {}, 'HEAD')],
    ['a POST', request('/', {}, 'POST')],
    ['a request with cookies (an admin, a session)', request('/', { cookie: 'studio_admin=x' })],
    // An admin's preview (Next's draft mode) of a project page: never stored, never served from here.
    ['a preview (the draft-mode cookie alone)', request('/projects/a-draft', { cookie: '__prerender_bypass=0123abcd' })],
    ['a request with a bearer token', request('/', { authorization: 'Bearer x' })],
    ['a range request', request('/', { range: 'bytes=0-10' })],
    ['a client-side navigation (flight data)', request('/projects', { rsc: '1' })],
    ['a prefetch', request('/projects', { 'next-router-prefetch': '1' })],
    ['a flight request by query', request('/projects?_rsc=abc')],
  ])('leaves %s to Next', (_name, req) => {
    expect(cache.keyOf(req)).toBeNull();
  });
});

describe('what the page cache keeps', () => {
  it('keeps a page Next marks as cacheable by anyone, for one second, without per-response headers', () => {
    const time = clock();
    const cache = createPageCache({ now: time.now });
    cache.offer('/', page());
    const cached = cache.get('/');
    expect(cached?.body.toString()).toBe('<p>page</p>');
    expect(cached?.headers).toMatchObject({ 'content-security-policy': "script-src 'self' 'sha256-x'", etag: '"abc"' });
    expect(cached?.headers).not.toHaveProperty('content-length');
    expect(cached?.headers).not.toHaveProperty('connection');
    time.advance(999);
    expect(cache.get('/')).not.toBeNull();
    time.advance(1);
    expect(cache.get('/')).toBeNull();
  });

  it('does not keep a page whose rendering began before public content changed', async () => {
    const cache = createPageCache();
    const keepRenderedHome = cache.offerWhenComplete('/');
    const keepRenderedProjects = cache.offerWhenComplete('/projects');
    keepRenderedProjects(page());
    await publicContentChanged();
    keepRenderedHome(page());
    expect(cache.get('/')).toBeNull();
    expect(cache.get('/projects')).toBeNull();
    cache.offerWhenComplete('/')(page());
    expect(cache.get('/')).not.toBeNull();
  });

  it('drops every page when public content changes (an admin saved)', async () => {
    const cache = createPageCache();
    cache.offer('/', page());
    cache.offer('/projects', page());
    await publicContentChanged();
    expect([cache.get('/'), cache.get('/projects')]).toEqual([null, null]);
    cache.offer('/', page());
    expect(cache.get('/')).not.toBeNull();
  });

  it.each([
    ['a dynamic page', page({ 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' })],
    ['a page without a shared-cache lifetime', page({ 'cache-control': 'max-age=60' })],
    ['a page with s-maxage=0', page({ 'cache-control': 's-maxage=0' })],
    ['a page that sets a cookie', page({ 'set-cookie': ['a=b'] })],
    ['a not-found page', page({}, 404)],
    ['JSON', page({ 'content-type': 'application/json' })],
    ['a page that varies by something else', page({ vary: 'Accept-Language' })],
  ])('does not keep %s', (_name, answer) => {
    const cache = createPageCache();
    cache.offer('/x', answer);
    expect(cache.get('/x')).toBeNull();
  });

  it('stays within its size by dropping the oldest pages', () => {
    const cache = createPageCache({ maxBytes: 80 });
    for (const path of ['/a', '/b', '/c']) cache.offer(path, page({}, 200, 'x'.repeat(10)));
    expect(cache.size).toBe(3);
    for (const path of ['/d', '/e', '/f', '/g', '/h']) cache.offer(path, page({}, 200, 'x'.repeat(10)));
    expect(cache.size).toBe(8);
    cache.offer('/i', page({}, 200, 'x'.repeat(10)));
    expect([cache.get('/a'), cache.get('/i')?.body.length]).toEqual([null, 10]);
  });
});

describe('sendCachedPage', () => {
  function response() {
    const sent: { status?: number; headers?: OutgoingHttpHeaders; body?: Buffer } = {};
    const res = {
      writeHead: (status: number, headers: OutgoingHttpHeaders) => Object.assign(sent, { status, headers }),
      end: (body?: Buffer) => Object.assign(sent, { body }),
    } as unknown as ServerResponse;
    return { res, sent };
  }

  it('sends the page with its headers, marked as a cache hit', () => {
    const { res, sent } = response();
    sendCachedPage(request('/'), res, page());
    expect(sent.status).toBe(200);
    expect(sent.headers).toMatchObject({ 'content-security-policy': "script-src 'self' 'sha256-x'", 'x-page-cache': 'hit' });
    expect(sent.body?.toString()).toBe('<p>page</p>');
  });

  it('answers 304 when the browser holds the same version', () => {
    const { res, sent } = response();
    sendCachedPage(request('/', { 'if-none-match': '"abc"' }), res, page());
    expect(sent.status).toBe(304);
    expect(sent.body).toBeUndefined();
  });
});

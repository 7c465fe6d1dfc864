import type { IncomingMessage } from 'node:http';
import { markContentChanged } from '@/lib/server/content-generation.mjs';
import { createNotFoundPages, NOT_FOUND_PROBE } from '@/lib/server/not-found-pages.mjs';

// Each language's not-found page, kept from one render: never a visitor's own, never past a change of content.

let clock = 0;
const page = (overrides: Partial<{ statusCode: number; headers: Record<string, string>; body: Buffer }> = {}) => ({
  statusCode: 404,
  headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': "script-src 'self'" },
  body: Buffer.from('<html>not found</html>'),
  ...overrides,
});
const requestFor = (url: string, headers: Record<string, string> = {}) =>
  ({ url, method: 'GET', headers: { ...headers } }) as unknown as IncomingMessage;

function keptAfterRender(pages: ReturnType<typeof createNotFoundPages>, rendered = page()) {
  pages.renderFor(requestFor('/no/x'), { locale: 'nb', prefix: '/nb' })(rendered);
  return pages.get('nb');
}

it('renders for a fixed address without the visitor’s cookies or router headers, then answers from memory', () => {
  const pages = createNotFoundPages({ now: () => clock });
  const req = requestFor('/nb/some/thing?x=1', {
    cookie: '__prerender_bypass=a',
    rsc: '1',
    'next-router-state-tree': '[]',
    accept: 'text/html',
  });
  const keep = pages.renderFor(req, { locale: 'nb', prefix: '/nb' });
  expect(req.url).toBe(`/nb${NOT_FOUND_PROBE}`);
  expect(req.headers).toEqual({ accept: 'text/html' });
  expect(pages.get('nb')).toBeNull();
  keep(page());
  expect(pages.get('nb')).toMatchObject({ body: page().body, headers: { 'content-security-policy': "script-src 'self'" } });
  expect(pages.get('sv')).toBeNull();
});

it('keeps only a 404 HTML page without cookies', () => {
  const pages = () => createNotFoundPages({ now: () => clock });
  expect(keptAfterRender(pages(), page({ statusCode: 500 }))).toBeNull();
  expect(keptAfterRender(pages(), page({ headers: { 'content-type': 'text/x-component' } }))).toBeNull();
  expect(keptAfterRender(pages(), page({ headers: { 'content-type': 'text/html', 'set-cookie': 'a=b' } }))).toBeNull();
  expect(keptAfterRender(pages(), page({ body: Buffer.alloc(0) }))).toBeNull();
});

it('drops the page when content changes (an edited header or footer) and after its time', () => {
  const pages = createNotFoundPages({ maxAgeMs: 60_000, now: () => clock });
  expect(keptAfterRender(pages)).not.toBeNull();
  markContentChanged(Date.now());
  expect(pages.get('nb')).toBeNull();

  expect(keptAfterRender(pages)).not.toBeNull();
  clock += 60_000;
  expect(pages.get('nb')).toBeNull();

  // A render that raced a change is not kept: it may show what the change replaced.
  const keep = pages.renderFor(requestFor('/nb/x'), { locale: 'nb', prefix: '/nb' });
  markContentChanged(Date.now());
  keep(page());
  expect(pages.get('nb')).toBeNull();
});

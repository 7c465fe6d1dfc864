import { readdirSync } from 'node:fs';
import path from 'node:path';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { routing } from '@/i18n/routing';
import { refuseUnknownApi } from '@/lib/server/request-gate.mjs';
import { prefixRedirectRoute } from '@/lib/server/default-locale-prefix.mjs';
import { createAddressBook } from '@/lib/server/unknown-address.mjs';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the function Next builds its route table with
const { pageToRoute } = require('next/dist/build/utils') as { pageToRoute: (page: string) => { page: string; regex: string } };

// The app's own pages and handlers, as `next build` lists them in routes-manifest.json.
function appPages(folder = 'app'): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /^(page|route)\.tsx?$/.test(entry.name))
    .map((entry) => `/${path.relative(folder, entry.parentPath).split(path.sep).join('/')}`.replace(/\/$/, '') || '/');
}

const prefixOf = (locale: string) => (locale === routing.defaultLocale ? '' : `/${locale}`);
const localePrefixes = routing.locales.map((locale) => ({ locale, prefix: prefixOf(locale) }));
const book = createAddressBook({
  routes: [...appPages(), '/robots.txt', '/sitemap.xml', '/icon.png', '/_not-found'].map(pageToRoute),
  // `npm start`'s redirect of the default language's prefix, and Next's trailing-slash one.
  redirects: [prefixRedirectRoute(routing.defaultLocale), { regex: '^(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))/$' }],
  publicFiles: new Set(['/images/hero.jpg']),
  localePrefixes,
});

describe('an address the build has nothing for', () => {
  it.each(routing.locales)('is a page of its language (%s) when no page of the site takes it', (locale) => {
    for (const address of ['/nothing-here', '/a/b/c', '/downloads/a/b', '/digital-products/a/b', '/wp-login']) {
      expect(book.unknown(`${prefixOf(locale)}${address}`)).toEqual({ kind: 'page', locale, prefix: prefixOf(locale) });
    }
  });

  it('is an API address under /api/, whatever the method would be', () => {
    for (const address of ['/api', '/api/nothing', '/api/projects/slug/a/b', '/api/admin/nothing'])
      expect(book.unknown(address)).toEqual({ kind: 'api' });
  });

  it.each([
    '/',
    '/about',
    '/projects/any-slug',
    '/downloads/any-token',
    '/book/manage/any-token',
    '/digital-products/x',
    '/about/',
    '/ABOUT',
  ])('is not %s in any language: a page of the site, or a redirect', (address) => {
    for (const { prefix } of localePrefixes) expect(book.unknown(`${prefix}${address === '/' ? '' : address}`)).toBeNull();
  });

  it.each([
    '/api/health',
    '/api/projects/slug/any',
    '/admin',
    '/admin/nothing',
    '/checkout/anything',
    '/uploads/file.png',
    '/robots.txt',
    '/images/hero.jpg',
    '/missing.png',
    '/_next/static/x.js',
    `/${routing.defaultLocale}/about`,
  ])('is not %s: a handler, a file, a redirect or Next’s own', (address) => {
    expect(book.unknown(address)).toBeNull();
  });

  it('is left to Next wherever a route outside the languages starts with a parameter', () => {
    const withRootParameter = createAddressBook({
      routes: ['/[locale]', '/[locale]/[...rest]', '/[file]', '/api/projects'].map(pageToRoute),
      redirects: [],
      publicFiles: new Set(),
      localePrefixes,
    });
    expect(withRootParameter.unknown('/anything')).toBeNull();
    expect(withRootParameter.unknown('/api/nothing')).toEqual({ kind: 'api' });
  });
});

it('answers an unknown API address with a small JSON 404', async () => {
  const server = createServer((_req, res) => refuseUnknownApi(res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const answer = await new Promise<{ status: number; type: string; cache: string; body: string }>((resolve, reject) => {
      request({ port, host: '127.0.0.1', path: '/api/nothing' }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () =>
          resolve({ status: res.statusCode!, type: res.headers['content-type']!, cache: res.headers['cache-control']!, body }),
        );
      })
        .on('error', reject)
        .end();
    });
    expect(answer).toEqual({
      status: 404,
      type: 'application/json',
      cache: 'no-store',
      body: JSON.stringify({ detail: 'There is no API endpoint at this address' }),
    });
  } finally {
    server.close();
  }
});

import { expect, request as http, test } from '@playwright/test';
import { bearer, signInThroughApi } from '../support/admin-http';
import { startServer, systemPort, type ServerProcess } from '../support/server-process';

// The production server's one-second page cache (lib/server/page-cache.mjs) on a real server:
// repeated visits are answered from memory, and an admin's save is on the page at the very next
// request, in both languages, as if there were no cache. Optimized pictures are encoded once.

const cacheState = async (url: string) => {
  const response = await fetch(url);
  return { status: response.status, hit: response.headers.get('x-page-cache') === 'hit', html: await response.text() };
};

let server: ServerProcess;
// Kept for five minutes here, so only the save can be what empties the cache.
test.beforeAll(async () => {
  server = await startServer({ port: systemPort(5), env: { PAGE_CACHE_SECONDS: '300' } });
});
test.afterAll(async () => {
  await server?.dispose();
});

test('an optimized picture is encoded at its first request and comes from memory after', async () => {
  const picture = `${server.origin}/_next/image?url=%2Fimages%2Fabout-studio.webp&w=384&q=75`;
  const fetchPicture = async () => {
    const response = await fetch(picture, { headers: { accept: 'image/webp' } });
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      cache: response.headers.get('x-nextjs-cache'),
      body: Buffer.from(await response.arrayBuffer()),
    };
  };
  const first = await fetchPicture();
  expect(first).toMatchObject({ status: 200, type: 'image/webp', cache: 'MISS' });
  const second = await fetchPicture();
  expect(second).toMatchObject({ status: 200, type: 'image/webp', cache: 'HIT' });
  expect(second.body.equals(first.body)).toBe(true);
});

test('public pages come from the cache until an admin saves, then show the save at once', async () => {
  const api = await http.newContext({ baseURL: server.origin });
  try {
    const pages = ['/projects', '/no/projects'].map((path) => `${server.origin}${path}`);
    for (const url of pages) {
      await cacheState(url);
      expect(await cacheState(url)).toMatchObject({ status: 200, hit: true });
      // A query the page cannot read is the same page, not a way around the cache.
      expect(await cacheState(`${url}?x=${Math.random()}`)).toMatchObject({ status: 200, hit: true });
    }
    // Personal requests always go to Next.
    const withCookie = await fetch(pages[0]!, { headers: { cookie: 'anything=1' } });
    expect(withCookie.headers.get('x-page-cache')).toBeNull();

    const token = await signInThroughApi(api);
    for (const url of pages) expect(await cacheState(url)).toMatchObject({ status: 200, hit: true });
    const title = `Cache Check ${Date.now()}`;
    const created = await api.post('/api/projects', {
      headers: bearer(token),
      data: {
        title: { en: title, no: `${title} NO` },
        slug: `cache-check-${Date.now()}`,
        category: 'Branding',
        hero_image: '/images/about-studio.webp',
        short_description: 'Saved while the list was cached',
        full_description: '<p>Saved while the list was cached.</p>',
      },
    });
    expect(created.status()).toBe(201);

    const english = await cacheState(pages[0]!);
    const norwegian = await cacheState(pages[1]!);
    expect(english).toMatchObject({ status: 200, hit: false });
    expect(english.html).toContain(title);
    expect(norwegian.html).toContain(`${title} NO`);
  } finally {
    await api.dispose();
  }
});

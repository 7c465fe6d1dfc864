import { expect, test } from '@playwright/test';

// Locale routing as next.config.mjs does it (no proxy run for public pages): English at the root,
// Norwegian under /no, the /en prefix only as a redirect to the root path.

test('English pages answer at the root and Norwegian ones under /no', async ({ request }) => {
  for (const [path, lang] of [
    ['/', 'en'],
    ['/about', 'en'],
    ['/no', 'no'],
    ['/no/about', 'no'],
  ] as const) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    expect(await response.text(), path).toContain(`<html lang="${lang}"`);
  }
});

test('an /en address redirects permanently to the same page at the root, query kept', async ({ request }) => {
  for (const [path, target] of [
    ['/en', '/'],
    ['/en/about', '/about'],
    ['/en/projects?category=branding', '/projects?category=branding'],
  ] as const) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(308);
    const location = new URL(response.headers().location ?? '', 'http://site');
    expect(location.pathname + location.search, path).toBe(target);
  }
});

test('paths that only start like a language are English pages, files and APIs are not localized', async ({ request }) => {
  expect((await request.get('/nothing-here', { maxRedirects: 0 })).status()).toBe(404);
  expect((await request.get('/robots.txt')).headers()['content-type']).toContain('text/plain');
  expect((await request.get('/api/health')).status()).toBe(200);
});

test('the admin guard still sends a visitor without a session to the sign-in page', async ({ request }) => {
  const response = await request.get('/admin/projects', { maxRedirects: 0 });
  expect(response.status()).toBe(307);
  expect(response.headers().location).toContain('/admin/login?next=%2Fadmin%2Fprojects');
});

import { expect, test } from '@playwright/test';

// The proxy's redirect is only the first lock: the admin page checks the session cookie itself
// and every admin handler checks the token. Headers that once let requests skip Next's
// middleware (CVE-2025-29927) must not open anything.
const BYPASS_HEADERS = [
  { 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy' },
  { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' },
  { 'x-middleware-subrequest': 'src/middleware:src/middleware:src/middleware:src/middleware:src/middleware' },
  { 'x-middleware-subrequest': 'pages/_middleware' },
];

test('no middleware-skipping header opens the dashboard without a session', async ({ request }) => {
  for (const headers of BYPASS_HEADERS) {
    const page = await request.get('/admin', { headers, maxRedirects: 0 });
    expect(page.status(), JSON.stringify(headers)).toBe(307);
    expect(page.headers().location).toMatch(/\/admin\/login\?next=%2Fadmin$/);

    const followed = await request.get('/admin', { headers });
    expect(new URL(followed.url()).pathname).toBe('/admin/login');
    expect(await followed.text()).not.toContain('Needs attention');

    const verify = await request.get('/api/admin/verify', { headers });
    expect(verify.status()).toBe(401);
    const list = await request.get('/api/admin/projects', { headers });
    expect(list.status()).toBe(401);
  }
});

test('a forged session cookie is sent to the login page', async ({ browser, baseURL }) => {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'studio_admin', value: 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJhZG1pbiJ9.', url: baseURL! }]);
  const page = await context.newPage();
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin$/);
  await context.close();
});

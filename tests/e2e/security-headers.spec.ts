import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { hydrated } from '../support/hydration';

// The production server's security headers (scripts/start.mjs, lib/security): every page has a
// Content-Security-Policy that allows its own scripts by hash and refuses injected ones, and
// nobody may frame the site.

async function publicPaths(request: APIRequestContext): Promise<string[]> {
  const [projects, products] = await Promise.all([
    (await request.get('/api/projects')).json(),
    (await request.get('/api/digital-products')).json(),
  ]);
  const english = [
    '/',
    '/about',
    '/services',
    '/projects',
    `/projects/${projects[0].slug}`,
    '/digital-products',
    `/digital-products/${products[0].id}`,
    '/digital-products/success?session_id=cs_demo_unknown',
    '/contact',
    '/testimonials',
    '/privacy-policy',
    '/terms-of-service',
    '/no-such-page',
  ];
  return [...english, ...english.map((path) => (path === '/' ? '/no' : `/no${path}`))];
}

function directives(policy: string | undefined): Map<string, string[]> {
  return new Map(
    (policy ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

/** Records every CSP violation the page reports, from before its first script runs. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective}: ${event.blockedURI} ${event.sample}`),
    );
  });
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

test('every page sends a strict policy, nosniff and a referrer policy, and no HSTS over http', async ({ request }) => {
  for (const path of [...(await publicPaths(request)), '/admin/login']) {
    const response = await request.get(path);
    const headers = response.headers();
    const policy = directives(headers['content-security-policy']);
    expect(policy.get('script-src'), path).toContain("'self'");
    expect(policy.get('script-src'), path).not.toContain("'unsafe-inline'");
    expect(
      policy.get('script-src')?.some((source) => source.startsWith("'sha256-")),
      path,
    ).toBe(true);
    expect(policy.get('frame-ancestors'), path).toEqual(["'none'"]);
    expect(policy.get('object-src'), path).toEqual(["'none'"]);
    expect(policy.get('base-uri'), path).toEqual(["'self'"]);
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['strict-transport-security'], path).toBeUndefined();
  }
});

test('the API and uploads allow nothing to load or run', async ({ request }) => {
  for (const path of ['/api/projects', '/api/admin/verify', '/uploads/00000000-0000-4000-8000-000000000000.webp']) {
    const response = await request.get(path);
    expect(response.headers()['content-security-policy'], path).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers()['x-content-type-options'], path).toBe('nosniff');
  }
  // Refused before Next (scripts/start.mjs) and still not sniffed.
  expect((await request.get('/api/nothing-here')).headers()['x-content-type-options']).toBe('nosniff');
});

test('every page hydrates under its policy without a single violation', async ({ page, request }) => {
  test.setTimeout(120_000);
  await recordViolations(page);
  for (const path of await publicPaths(request)) {
    await page.goto(path);
    await expect.poll(() => hydrated(page), { message: `${path} hydrates` }).toBe(true);
    expect(await violations(page), path).toEqual([]);
  }
});

test('a page the browser revalidates (304) keeps its own policy and still works', async ({ page, request, baseURL }) => {
  // With a cookie the request passes the server's page cache and Next itself answers the 304.
  const cookie = { name: 'returning-visitor', value: '1' };
  const first = await request.get('/no/about', { headers: { Cookie: `${cookie.name}=${cookie.value}` } });
  const etag = first.headers()['etag'];
  expect(etag).toBeTruthy();
  const revalidated = await request.get('/no/about', { headers: { Cookie: `${cookie.name}=${cookie.value}`, 'If-None-Match': etag! } });
  expect(revalidated.status()).toBe(304);
  // The browser copies a 304's headers onto the page it keeps; a policy here would replace its own.
  expect(revalidated.headers()['content-security-policy']).toBeUndefined();

  await page.context().addCookies([{ ...cookie, url: baseURL! }]);
  await recordViolations(page);
  await page.goto('/no/about');
  await expect.poll(() => hydrated(page)).toBe(true);
  const revisit = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/no/about' && response.request().resourceType() === 'document',
  );
  await page.goto('/no/about');
  // Chrome stores the page with its ETag and asks again with If-None-Match on the second visit.
  expect((await (await revisit).request().allHeaders())['if-none-match']).toBe(etag);
  await expect.poll(() => hydrated(page)).toBe(true);
  expect(await violations(page)).toEqual([]);
});

test('an inline script or event handler injected into a page is refused, and the page still works', async ({ page }) => {
  await recordViolations(page);
  await page.route('**/about', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      '</body>',
      '<script>window.__injected = "script"</script><img src="/missing.png" onerror="window.__injected = \'handler\'"></body>',
    );
    await route.fulfill({ response, body: html });
  });
  await page.goto('/about');
  await expect.poll(() => hydrated(page)).toBe(true);
  await expect.poll(async () => (await violations(page)).length).toBeGreaterThanOrEqual(2);
  expect(await page.evaluate(() => (window as unknown as { __injected?: string }).__injected)).toBeUndefined();
  expect((await violations(page)).map((violation) => violation.split(':')[0])).toEqual(
    expect.arrayContaining(['script-src-elem', 'script-src-attr']),
  );
});

test('another site cannot show the pages in a frame', async ({ page, baseURL }) => {
  const refused = page.waitForEvent('console', (message) =>
    /violates the following Content Security Policy directive: "frame-ancestors 'none'"/.test(message.text()),
  );
  await page.setContent(`<iframe src="${baseURL}/about" title="framed"></iframe>`);
  await refused;
  // Chromium shows its own error page in place of the site.
  await expect
    .poll(() =>
      page
        .frames()
        .find((frame) => frame !== page.mainFrame())
        ?.url(),
    )
    .toMatch(/^chrome-error:/);
});

test.describe('with Google Analytics configured', () => {
  test.use({ baseURL: `http://localhost:${Number(process.env.E2E_PORT ?? 3100) + 1}` });

  test('the consent defaults and gtag’s own set-up run under the policy, and gtag may load', async ({ page, request }) => {
    // Google is out of reach here; gtag's loader is replaced by an empty script.
    await page.route('https://www.googletagmanager.com/**', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
    await recordViolations(page);
    const policy = directives((await request.get('/')).headers()['content-security-policy']);
    expect(policy.get('script-src')).toContain('https://www.googletagmanager.com');

    await page.goto('/');
    await expect.poll(() => hydrated(page)).toBe(true);
    const calls = () =>
      page.evaluate(() =>
        ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((entry) => Array.from(entry)[0]),
      );
    await expect.poll(calls).toEqual(expect.arrayContaining(['consent', 'js', 'config']));
    expect(await violations(page)).toEqual([]);
  });
});

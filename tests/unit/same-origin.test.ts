// The same-origin check on cookie writes: the site's origin is SITE_URL's, whatever Host or
// X-Forwarded-Host a request carries. The configuration is read once per module registry.

const startingEnv = { ...process.env };
const production = {
  SITE_URL: 'https://studio.example',
  ADMIN_PASSWORD: 'a-long-and-unique-password',
  AUTH_SECRET: 'SszUN5ybOqQublQHloBOdBsxYGjoiuk5sKrGo07UmHU=',
  PAYMENT_PROVIDER: 'demo',
};

async function checkWith(env: Record<string, string>) {
  jest.resetModules();
  process.env = { ...startingEnv, ...env };
  const { assertSameOrigin } = await import('@/lib/auth/same-origin');
  // As an instance behind nginx sees a request: its own address in the URL.
  return (headers: Record<string, string>) => {
    try {
      assertSameOrigin(new Request('http://127.0.0.1:3001/api/admin/testimonials', { method: 'POST', headers }));
      return 'accepted';
    } catch (error) {
      return `${(error as { status: number }).status} ${(error as Error).message}`;
    }
  };
}

afterAll(() => {
  process.env = startingEnv;
});

describe('assertSameOrigin', () => {
  it("refuses another site's Origin even when the request names that site as its host", async () => {
    const check = await checkWith(production);
    const refused = '403 Cross-site request refused';
    expect(check({ origin: 'https://evil.example', host: 'studio.example' })).toBe(refused);
    expect(check({ origin: 'https://evil.example', host: 'studio.example', 'x-forwarded-host': 'evil.example' })).toBe(refused);
    expect(check({ origin: 'https://evil.example', host: 'evil.example' })).toBe(refused);
    expect(check({ origin: 'http://studio.example', host: 'studio.example' })).toBe(refused);
    expect(check({ origin: 'null', host: 'studio.example' })).toBe(refused);
  });

  it('accepts the Origin of SITE_URL, whatever the Host', async () => {
    const check = await checkWith(production);
    expect(check({ origin: 'https://studio.example', host: 'studio.example' })).toBe('accepted');
    expect(check({ origin: 'https://studio.example', host: '127.0.0.1:3001', 'x-forwarded-host': 'evil.example' })).toBe('accepted');
  });

  it("refuses a write without Origin that the browser marks as another site's", async () => {
    const check = await checkWith(production);
    expect(check({ 'sec-fetch-site': 'cross-site' })).toBe('403 Cross-site request refused');
    expect(check({ 'sec-fetch-site': 'same-site' })).toBe('403 Cross-site request refused');
    // The site's own pages, a typed address, and clients without Fetch Metadata (curl, scripts).
    expect(check({ 'sec-fetch-site': 'same-origin' })).toBe('accepted');
    expect(check({ 'sec-fetch-site': 'none' })).toBe('accepted');
    expect(check({})).toBe('accepted');
  });

  it('on a local run accepts localhost and 127.0.0.1 for each other, on the port of SITE_URL only', async () => {
    const check = await checkWith({ SITE_URL: 'http://localhost:3100' });
    expect(check({ origin: 'http://localhost:3100' })).toBe('accepted');
    expect(check({ origin: 'http://127.0.0.1:3100' })).toBe('accepted');
    expect(check({ origin: 'http://localhost:3101', host: 'localhost:3101' })).toBe('403 Cross-site request refused');
  });
});

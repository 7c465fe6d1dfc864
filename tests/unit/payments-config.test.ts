// Which payment provider a configuration selects, and which origins and return URLs follow from
// SITE_URL. The configuration is read once per module registry, so each case loads a fresh one.

const original = { ...process.env };
const productionSecrets = {
  SITE_URL: 'https://studio.example',
  ADMIN_PASSWORD: 'a-long-and-unique-password',
  AUTH_SECRET: 'SszUN5ybOqQublQHloBOdBsxYGjoiuk5sKrGo07UmHU=',
};

async function withEnv(env: Record<string, string>) {
  jest.resetModules();
  process.env = { ...original, ...env };
  for (const name of ['SITE_URL', 'PAYMENT_PROVIDER', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'])
    if (!(name in env)) delete process.env[name];
  const payments = await import('@/lib/shop/checkout/payment-provider');
  const urls = await import('@/lib/shop/checkout/return-urls');
  return { ...payments, ...urls };
}

afterAll(() => {
  process.env = original;
});

describe('payment provider selection', () => {
  it('uses the demo checkout on a local run without Stripe keys', async () => {
    const { getPaymentProvider, providerFor } = await withEnv({});
    expect(getPaymentProvider().name).toBe('demo');
    expect(providerFor('stripe')).toBeNull();
  });

  it('uses Stripe as soon as a secret key is set, and can still read old demo sessions', async () => {
    const { getPaymentProvider, providerFor } = await withEnv({ STRIPE_SECRET_KEY: 'sk_test_123' });
    expect(getPaymentProvider().name).toBe('stripe');
    expect(providerFor('stripe')).toBe(getPaymentProvider());
    expect(providerFor('demo')?.name).toBe('demo');
  });

  it('keeps the demo checkout when it is chosen explicitly, even with a key', async () => {
    const { getPaymentProvider } = await withEnv({ STRIPE_SECRET_KEY: 'sk_test_123', PAYMENT_PROVIDER: 'demo' });
    expect(getPaymentProvider().name).toBe('demo');
  });

  it('refuses PAYMENT_PROVIDER=stripe without a key instead of falling back to the demo', async () => {
    const { getPaymentProvider } = await withEnv({ PAYMENT_PROVIDER: 'stripe' });
    expect(() => getPaymentProvider()).toThrow(
      expect.objectContaining({ name: 'ConfigError', message: expect.stringMatching(/STRIPE_SECRET_KEY/) }),
    );
  });

  it('refuses the implicit demo checkout in production, and allows it when chosen', async () => {
    const implicit = await withEnv(productionSecrets);
    expect(() => implicit.getPaymentProvider()).toThrow(/PAYMENT_PROVIDER=demo/);
    const chosen = await withEnv({ ...productionSecrets, PAYMENT_PROVIDER: 'demo' });
    expect(chosen.getPaymentProvider().name).toBe('demo');
  });
});

describe('allowed origins and return URLs', () => {
  it('accepts only the origin of SITE_URL in production', async () => {
    const { isAllowedOrigin } = await withEnv({ ...productionSecrets, STRIPE_SECRET_KEY: 'sk_live_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' });
    expect(isAllowedOrigin('https://studio.example')).toBe(true);
    expect(isAllowedOrigin('https://studio.example/no/digital-products?x=1')).toBe(true);
    for (const origin of [
      'http://studio.example',
      'https://www.studio.example',
      'https://studio.example:8443',
      'https://studio.example.evil.example',
      'https://localhost',
      'ftp://studio.example',
      '',
    ]) {
      expect({ origin, allowed: isAllowedOrigin(origin) }).toEqual({ origin, allowed: false });
    }
  });

  it('accepts localhost and 127.0.0.1 for each other on a local run, on the same port only', async () => {
    const { isAllowedOrigin } = await withEnv({ SITE_URL: 'http://127.0.0.1:3100' });
    expect(isAllowedOrigin('http://localhost:3100')).toBe(true);
    expect(isAllowedOrigin('http://127.0.0.1:3100/digital-products')).toBe(true);
    expect(isAllowedOrigin('http://localhost:3000')).toBe(false);
    expect(isAllowedOrigin('http://[::1]:3100')).toBe(false);
  });

  it("builds the success and cancel URLs from SITE_URL in the buyer's language", async () => {
    const { returnUrls } = await withEnv({ ...productionSecrets, STRIPE_SECRET_KEY: 'sk_live_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' });
    expect(returnUrls('en', 'p1')).toEqual({
      successUrl: 'https://studio.example/digital-products/success?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'https://studio.example/digital-products/p1',
    });
    expect(returnUrls('no', 'p1')).toEqual({
      successUrl: 'https://studio.example/no/digital-products/success?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'https://studio.example/no/digital-products/p1',
    });
  });
});

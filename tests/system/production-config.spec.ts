import { expect, test } from '@playwright/test';
import { generate } from 'otplib';
import { startServer, startServerToExit, systemPort } from '../support/server-process';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

// The production server as a studio deploys it: an https SITE_URL turns on HSTS and
// upgrade-insecure-requests (tests/e2e/security-headers.spec.ts shows their absence over plain
// http), and the same build refuses to start while an insecure local default or a weak setting
// is still in place. The TLS itself ends at the host's proxy, so these requests reach the server
// over http. This one is a staging site: the demo checkout and demo content, chosen on purpose.

const PRODUCTION = {
  SITE_URL: 'https://studio.example',
  ADMIN_PASSWORD: 'a-long-production-password-for-the-test',
  // Output of `openssl rand -base64 32`.
  AUTH_SECRET: 'LQhdeMfp3fFLnU8nKgKMEoivIMbgHSCV2iozyuMTEgc=',
  PAYMENT_PROVIDER: 'demo',
  SEED_DEMO_CONTENT: 'true',
};
const HSTS = 'max-age=63072000; includeSubDomains';

test('an https site sends HSTS with every answer, has pages upgrade insecure requests and takes demo payments from its admin only', async () => {
  const server = await startServer({ port: systemPort(3), env: PRODUCTION });
  try {
    for (const path of ['/', '/no/projects', '/admin/login', '/api/projects', '/robots.txt', '/no-such-page']) {
      const response = await fetch(`${server.origin}${path}`, { redirect: 'manual' });
      expect({ path, hsts: response.headers.get('strict-transport-security') }).toEqual({ path, hsts: HSTS });
    }
    const page = await fetch(`${server.origin}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')?.split('; ')).toContain('upgrade-insecure-requests');
    // The session cookie of an https site is a __Host- cookie, sent only over TLS.
    const signIn = await fetch(`${server.origin}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: PRODUCTION.ADMIN_PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    expect(signIn.headers.get('set-cookie')).toMatch(/^__Host-studio_admin=[^;]+;.*Secure/i);

    // In production an owner signs in with a second factor: until she has one, only her account opens.
    const first = bearer(((await signIn.json()) as { access_token: string }).access_token);
    expect(await (await fetch(`${server.origin}/api/admin/verify`, { headers: first })).json()).toMatchObject({
      must_set_up_two_factor: true,
    });
    expect((await fetch(`${server.origin}/api/admin/orders`, { headers: first })).status).toBe(403);
    const { secret } = (await (
      await fetch(`${server.origin}/api/admin/account/totp`, {
        method: 'POST',
        headers: { ...first, 'content-type': 'application/json' },
        body: JSON.stringify({ password: PRODUCTION.ADMIN_PASSWORD }),
      })
    ).json()) as {
      secret: string;
    };
    const confirm = await fetch(`${server.origin}/api/admin/account/totp/confirm`, {
      method: 'POST',
      headers: { ...first, 'content-type': 'application/json' },
      body: JSON.stringify({ code: await generate({ secret }) }),
    });
    expect(confirm.status).toBe(200);
    const withCode = await fetch(`${server.origin}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: 'admin',
        password: PRODUCTION.ADMIN_PASSWORD,
        otp: await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }),
      }),
    });
    expect(withCode.status).toBe(200);

    // The demo checkout of a public site: only the signed-in admin can pay.
    const admin = { cookie: withCode.headers.get('set-cookie')!.split(';')[0]! };
    const [product] = (await (await fetch(`${server.origin}/api/digital-products`)).json()) as Array<{ id: string }>;
    const started = await fetch(`${server.origin}/api/payments/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ product_id: product!.id, origin_url: PRODUCTION.SITE_URL, withdrawal_consent: true }),
    });
    const { checkout_url } = (await started.json()) as { checkout_url: string };
    const sessionId = new URL(checkout_url).pathname.split('/').pop()!;
    const payAction = `action="/api/payments/demo/${sessionId}/pay"`;

    // The public sees why it cannot pay instead of a Pay button; the admin gets the button.
    const publicPage = await (await fetch(`${server.origin}/checkout/${sessionId}`)).text();
    expect(publicPage).toContain('Payment is not possible here');
    expect(publicPage).not.toContain(payAction);
    expect(await (await fetch(`${server.origin}/checkout/${sessionId}`, { headers: admin })).text()).toContain(payAction);

    const pay = (headers: Record<string, string> = {}) =>
      fetch(`${server.origin}/api/payments/demo/${sessionId}/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams({ email: 'studio@example.com' }),
        redirect: 'manual',
      });
    expect((await pay()).status).toBe(403);
    const paid = await pay(admin);
    expect([paid.status, paid.headers.get('location')]).toEqual([
      303,
      `${PRODUCTION.SITE_URL}/digital-products/success?session_id=${sessionId}`,
    ]);
  } finally {
    await server.dispose();
  }
});

/** The server's exit message, or 'started' (after stopping it again) if it took the settings. */
function refusalOf(port: number, env: Record<string, string>): Promise<string> {
  return startServer({ port, env }).then(
    async (server) => {
      await server.dispose();
      return 'started';
    },
    (error: Error) => error.message,
  );
}

test('a production server refuses to start with the default admin password, naming the setting', async () => {
  expect(await refusalOf(systemPort(4), { ...PRODUCTION, ADMIN_PASSWORD: '' })).toMatch(/exited[\s\S]*ADMIN_PASSWORD/);
});

test('a production server refuses to start with a weak password, secret or plain-http SITE_URL, naming each', async () => {
  const weak = { ...PRODUCTION, SITE_URL: 'http://studio.example', ADMIN_PASSWORD: 'a', AUTH_SECRET: 'a'.repeat(40) };
  expect(await refusalOf(systemPort(20), weak)).toMatch(
    /exited[\s\S]*SITE_URL must be an https[\s\S]*ADMIN_PASSWORD is too short[\s\S]*AUTH_SECRET has too little entropy/,
  );
});

test('a second server on a busy port or on a data folder in use exits with a message naming it', async () => {
  const first = await startServer({ port: systemPort(21) });
  try {
    const samePort = await startServerToExit({ port: systemPort(21) });
    expect(samePort.code).toBe(1);
    expect(samePort.output).toContain(`port ${systemPort(21)} is already in use`);

    const sameFolder = await startServerToExit({ port: systemPort(22), dataDir: first.dataDir });
    expect(sameFolder.code).toBe(1);
    expect(sameFolder.output).toContain(`The data folder ${first.dataDir} is in use by another server (process ${first.pid()})`);
    expect(sameFolder.output).not.toContain('database ready');

    expect((await fetch(`${first.origin}/api/ready`)).status).toBe(200);
  } finally {
    await first.dispose();
  }
});

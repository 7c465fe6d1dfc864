import { SignJWT } from 'jose';
import { POST as login } from '@/app/api/admin/login/route';
import { POST as logout } from '@/app/api/admin/logout/route';
import { GET as verify } from '@/app/api/admin/verify/route';
import { ensureAdminUser } from '@/lib/auth/admin-users';
import { LOGIN_BY_ACCOUNT, LOGIN_BY_IP, loginByIp } from '@/lib/auth/login-limits';
import { getAuthSecret } from '@/lib/auth/secret';
import { send } from '../support/api';
import { ADMIN, adminToken, bearer, freshIp } from '../support/admin';

const signInAs = (credentials: unknown, ip = freshIp()) =>
  send(login, '/api/admin/login', { method: 'POST', json: credentials, headers: { 'x-forwarded-for': ip } });

const verifyWith = (headers: Record<string, string>) => send(verify, '/api/admin/verify', { headers });

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

beforeAll(() => ensureAdminUser());

describe('POST /api/admin/login', () => {
  it('answers an access token and sets an httpOnly, SameSite=Strict session cookie', async () => {
    const { status, body, headers } = await signInAs(ADMIN);
    expect(status).toBe(200);
    expect(body).toEqual({ access_token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/), token_type: 'bearer', username: 'admin' });
    const cookie = headers.get('set-cookie')!;
    expect(cookie).toMatch(/^studio_admin=[\w-]+\.[\w-]+\.[\w-]+;/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\//);
    expect(headers.get('cache-control')).toBe('no-store');
  });

  it('gives the same answer for a wrong password and an unknown username', async () => {
    const wrongPassword = await signInAs({ username: 'admin', password: 'not-the-password' });
    const unknownUser = await signInAs({ username: 'nobody', password: 'not-the-password' });
    expect(wrongPassword).toMatchObject({ status: 401, body: { detail: 'Incorrect username or password' } });
    expect(unknownUser).toMatchObject({ status: 401, body: wrongPassword.body });
    expect(wrongPassword.headers.get('set-cookie')).toBeNull();
  });

  it('refuses missing fields, broken JSON and other content types with a detail', async () => {
    expect(await signInAs({ username: 'admin' })).toMatchObject({ status: 400, body: { detail: expect.stringContaining('password') } });
    expect(await signInAs({ username: '  ', password: 'x' })).toMatchObject({
      status: 400,
      body: { detail: expect.stringContaining('username') },
    });
    const broken = await send(login, '/api/admin/login', {
      method: 'POST',
      body: '{"username":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken).toMatchObject({ status: 400, body: { detail: 'The request body is not valid JSON' } });
    const form = await send(login, '/api/admin/login', {
      method: 'POST',
      body: 'username=admin&password=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
  });

  it('refuses a sign-in posted from another site (login CSRF) and sets no cookie', async () => {
    const { status, body, headers } = await send(login, '/api/admin/login', {
      method: 'POST',
      json: ADMIN,
      headers: { origin: 'https://evil.example', 'x-forwarded-for': freshIp() },
    });
    expect({ status, body }).toEqual({ status: 403, body: { detail: 'Cross-site request refused' } });
    expect(headers.get('set-cookie')).toBeNull();
  });

  it('lets none of 100 parallel wrong-password attempts through and answers the burst with 429', async () => {
    const ip = freshIp();
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => signInAs({ username: 'admin', password: `guess-${i}` }, ip)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses).not.toContain(200);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(95);
    const throttled = answers.find((answer) => answer.status === 429)!;
    expect(throttled.body).toEqual({ detail: expect.stringMatching(/^Too many sign-in attempts\. Please try again in \d+ minutes?\.$/) });
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);

    // Even the right password waits out the pause from that address...
    expect((await signInAs(ADMIN, ip)).status).toBe(429);
    // ...but the attacker's address cannot lock the real admin out elsewhere.
    expect((await signInAs(ADMIN)).status).toBe(200);
  });

  it("refuses an address over its limit before reading the body: a refused flood's size and shape cost nothing", async () => {
    const ip = freshIp();
    for (let n = 0; n < LOGIN_BY_IP.points; n++) await loginByIp.consume(ip);
    const notJson = await send(login, '/api/admin/login', {
      method: 'POST',
      body: 'x'.repeat(1024 * 1024),
      headers: { 'content-type': 'text/plain', 'x-forwarded-for': ip },
    });
    expect(notJson).toMatchObject({ status: 429, body: { detail: expect.stringMatching(/^Too many sign-in attempts/) } });
    expect(Number(notJson.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is still read and checked as before.
    expect((await signInAs({ username: 'admin' })).status).toBe(400);
  });

  it('forgets earlier failures after a successful sign-in', async () => {
    const ip = freshIp();
    for (let i = 0; i < 4; i++) expect((await signInAs({ ...ADMIN, password: 'wrong' }, ip)).status).toBe(401);
    expect((await signInAs(ADMIN, ip)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await signInAs({ ...ADMIN, password: 'wrong' }, ip)).status).toBe(401);
  });

  it('limits failures for the username across all addresses, except from a browser the admin signed in with', async () => {
    // Sign in once, so earlier tests' failures are cleared; this browser keeps its device cookie.
    const signedIn = await signInAs(ADMIN);
    const deviceCookie = signedIn.headers.get('set-cookie')!.match(/studio_device=[^;]+/)![0];
    // A network of addresses, each staying below its own limit, guessing at one account.
    for (let n = 0; n < LOGIN_BY_ACCOUNT.points; n++) expect((await signInAs({ ...ADMIN, password: `guess-${n}` })).status).toBe(401);
    const fromNewAddress = await signInAs(ADMIN);
    expect(fromNewAddress.status).toBe(429);
    expect(Number(fromNewAddress.headers.get('retry-after'))).toBeGreaterThan(0);
    // The studio's own browser is not locked out, and its sign-in ends the pause for everyone.
    const fromKnownBrowser = await send(login, '/api/admin/login', {
      method: 'POST',
      json: ADMIN,
      headers: { 'x-forwarded-for': freshIp(), cookie: deviceCookie },
    });
    expect(fromKnownBrowser.status).toBe(200);
    expect((await signInAs(ADMIN)).status).toBe(200);
    // A device cookie for another username, or a forged one, is no exemption.
    const forged = `studio_device=${deviceCookie.split('=')[1]!.slice(0, -2)}xx`;
    for (let n = 0; n < LOGIN_BY_ACCOUNT.points; n++) await signInAs({ ...ADMIN, password: `guess-${n}` });
    const withForged = await send(login, '/api/admin/login', {
      method: 'POST',
      json: ADMIN,
      headers: { 'x-forwarded-for': freshIp(), cookie: forged },
    });
    expect(withForged.status).toBe(429);
    expect(
      (
        await send(login, '/api/admin/login', {
          method: 'POST',
          json: ADMIN,
          headers: { 'x-forwarded-for': freshIp(), cookie: deviceCookie },
        })
      ).status,
    ).toBe(200);
  });
});

describe('GET /api/admin/verify', () => {
  it('answers the username for a bearer token or the session cookie', async () => {
    const token = await adminToken();
    expect(await verifyWith(bearer(token))).toMatchObject({ status: 200, body: { username: 'admin' } });
    expect(await verifyWith({ cookie: `other=1; studio_admin=${token}` })).toMatchObject({ status: 200, body: { username: 'admin' } });
  });

  it('answers 401 with a detail without a token', async () => {
    expect(await verifyWith({})).toMatchObject({ status: 401, body: { detail: 'Not authenticated' } });
    expect(await verifyWith({ authorization: 'Basic YWRtaW46c3R1ZGlvLWFkbWlu' })).toMatchObject({ status: 401 });
  });

  it('refuses a forged, tampered, expired or unsigned token', async () => {
    const token = await adminToken();
    const claims = claimsOf(token);
    const forged = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('x'.repeat(48)));
    const expired = await new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(getAuthSecret());
    const [header, , signature] = token.split('.');
    const tampered = [header, Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url'), signature].join('.');
    const unsigned = [Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url'), token.split('.')[1], ''].join('.');
    const otherAlgorithm = await new SignJWT(claims).setProtectedHeader({ alg: 'HS512' }).sign(getAuthSecret());

    for (const bad of [forged, expired, tampered, unsigned, otherAlgorithm, 'not-a-token']) {
      expect(await verifyWith(bearer(bad))).toMatchObject({ status: 401, body: { detail: expect.any(String) } });
    }
  });

  it('refuses a genuine token whose session id was never opened', async () => {
    const claims = claimsOf(await adminToken());
    const unknownSession = await new SignJWT({ ...claims, jti: '00000000-0000-4000-8000-000000000000' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(getAuthSecret());
    expect((await verifyWith(bearer(unknownSession))).status).toBe(401);
  });
});

describe('POST /api/admin/logout', () => {
  it('revokes the token and clears the cookie', async () => {
    const token = await adminToken();
    const { status, headers } = await send(logout, '/api/admin/logout', { method: 'POST', headers: { cookie: `studio_admin=${token}` } });
    expect(status).toBe(204);
    expect(headers.get('set-cookie')).toMatch(/^studio_admin=;.*Max-Age=0/i);
    expect((await verifyWith(bearer(token))).status).toBe(401);
  });

  it('refuses a cross-site sign-out by cookie and leaves the session open', async () => {
    const token = await adminToken();
    const crossSite = await send(logout, '/api/admin/logout', {
      method: 'POST',
      headers: { cookie: `studio_admin=${token}`, origin: 'https://evil.example' },
    });
    expect(crossSite).toMatchObject({ status: 403, body: { detail: 'Cross-site request refused' } });
    expect((await verifyWith(bearer(token))).status).toBe(200);
    const sameSite = await send(logout, '/api/admin/logout', {
      method: 'POST',
      headers: { cookie: `studio_admin=${token}`, origin: 'http://localhost:3000' },
    });
    expect(sameSite.status).toBe(204);
  });

  it('succeeds without a session too', async () => {
    expect((await send(logout, '/api/admin/logout', { method: 'POST' })).status).toBe(204);
  });
});

import { eq } from 'drizzle-orm';
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import { POST as login } from '@/app/api/admin/login/route';
import { ensureAdminUser } from '@/lib/auth/admin-users';
import { LOGIN_BY_IP } from '@/lib/auth/login-limits';
import { getDb } from '@/lib/db/client';
import { adminUsers } from '@/lib/db/schema';
import { send } from '../support/api';
import { ADMIN, freshIp } from '../support/admin';

// The sign-in queue (lib/auth/hash-slots.ts) under a flood: it holds only while a password check
// takes as long as it does in production, so this file hashes at the full cost that the other API
// tests lower (lib/auth/password.ts).
delete process.env.TEST_PASSWORD_HASH;

const signInAs = (credentials: unknown, ip = freshIp()) =>
  send(login, '/api/admin/login', { method: 'POST', json: credentials, headers: { 'x-forwarded-for': ip } });

beforeAll(() => ensureAdminUser());

it("stores the admin's password at OWASP's scrypt cost", async () => {
  const [admin] = await (await getDb()).select().from(adminUsers).where(eq(adminUsers.username, ADMIN.username));
  expect(admin!.passwordHash).toMatch(/^scrypt\$131072\$8\$1\$/);
});

describe('POST /api/admin/login under a flood of sign-ins', () => {
  it('counts a busy refusal against the address, which may wait for one password check at a time', async () => {
    const ip = freshIp();
    const answers = await Promise.all(
      Array.from({ length: LOGIN_BY_IP.points + 1 }, (_, n) => signInAs({ username: `guess-${n}`, password: 'guess' }, ip)),
    );
    const statuses = answers.map((answer) => answer.status);
    // One is checked and one waits; the others are busy until the address has used up its attempts.
    expect(statuses.filter((status) => status === 401)).toHaveLength(2);
    expect(statuses.filter((status) => status === 503)).toHaveLength(LOGIN_BY_IP.points - 2);
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
    const busy = answers.find((answer) => answer.status === 503)!;
    expect(busy.body).toEqual({ detail: 'The sign-in is busy. Please try again in a few seconds.' });
    expect(Number(busy.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  // From 3 addresses the flood fills few places (one per address) and soon uses up its addresses'
  // limits; from 16 it can fill the queue, and the admin's browser takes the place kept for it.
  it.each([3, 16])('lets the admin with a device cookie sign in during a 16-connection flood from %i addresses', async (addresses) => {
    const deviceCookie = (await signInAs(ADMIN)).headers.get('set-cookie')!.match(/studio_device=[^;]+/)![0];
    const attackers = Array.from({ length: addresses }, () => freshIp());
    const floodStatuses: number[] = [];
    let flooding = true;
    // Each connection sends its next guess as soon as the last is answered, a new username each
    // time so no per-username limit stops it; a turn of the event loop stands in for the network.
    const connection = async (n: number) => {
      for (let i = 0; flooding; i++) {
        const { status } = await signInAs({ username: `guess-${n}-${i}`, password: 'guess' }, attackers[n % attackers.length]);
        floodStatuses.push(status);
        await nextTurn();
      }
    };
    const flood = Array.from({ length: 16 }, (_, n) => connection(n));
    while (floodStatuses.length === 0) await sleep(5);

    const admin = await send(login, '/api/admin/login', {
      method: 'POST',
      json: ADMIN,
      headers: { 'x-forwarded-for': freshIp(), cookie: deviceCookie },
    });
    flooding = false;
    await Promise.all(flood);
    expect(admin.status).toBe(200);
    // The flood was refused (busy, then throttled), never let through.
    expect(floodStatuses).not.toContain(200);
    expect(floodStatuses).toContain(503);
  });
});

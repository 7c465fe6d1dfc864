import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { POST as beginTotp } from '@/app/api/admin/account/totp/route';
import { POST as confirmTotp } from '@/app/api/admin/account/totp/confirm/route';
import { acceptInvitation, invite } from '@/lib/auth/invitations';
import { ensureAdminUser } from '@/lib/auth/admin-users';
import { getDb } from '@/lib/db/client';
import { adminUsers } from '@/lib/db/schema';
import type { AdminRole } from '@/lib/auth/roles';
import { POST as login } from '@/app/api/admin/login/route';
import { send } from './api';
import { ADMIN, adminToken, bearer, freshIp } from './admin';

// People of the studio's team for the API tests: invited by the first owner, as the admin does.

/** A password zxcvbn rates strong (several unrelated words). */
export const STRONG_PASSWORD = 'lantern-orbit-saffron-quiver';

let people = 0;

export async function firstOwner() {
  await ensureAdminUser();
  const [owner] = await (await getDb()).select().from(adminUsers).where(eq(adminUsers.username, ADMIN.username));
  return owner!;
}

/** The token of an invitation link (its last path segment). */
export const tokenOf = (url: string) => url.split('/').at(-1)!;

/** Invites and accepts a new person with `role`, and signs them in. */
export async function newPerson(role: AdminRole, password = STRONG_PASSWORD) {
  people += 1;
  const email = `person-${people}-${Date.now()}@studio.example`;
  const { invitation_url } = await invite(await firstOwner(), { email, role, locale: null });
  await acceptInvitation(tokenOf(invitation_url), password);
  const token = await adminToken({ username: email, password });
  return { email, password, token, auth: bearer(token) };
}

/** Turns on TOTP for the signed-in person (her `auth` and password) and returns its secret and recovery codes. */
export async function withTotp({ auth, password }: { auth: Record<string, string>; password: string }) {
  const started = await send(beginTotp, '/api/admin/account/totp', { method: 'POST', headers: auth, json: { password } });
  const { secret } = started.body as { secret: string };
  const confirmed = await send(confirmTotp, '/api/admin/account/totp/confirm', {
    method: 'POST',
    headers: auth,
    json: { code: await generate({ secret }) },
  });
  if (confirmed.status !== 200) throw new Error(`TOTP confirm failed: ${JSON.stringify(confirmed.body)}`);
  return { secret, recoveryCodes: (confirmed.body as { recovery_codes: string[] }).recovery_codes };
}

/** A sign-in through the route handler, from an address of its own (the sign-in limits count per address). */
export const signInAs = (json: Record<string, unknown>, headers: Record<string, string> = {}) =>
  send(login, '/api/admin/login', { method: 'POST', json, headers: { 'x-forwarded-for': freshIp(), ...headers } });

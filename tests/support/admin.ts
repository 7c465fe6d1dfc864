import { POST as login } from '@/app/api/admin/login/route';
import { ensureAdminUser } from '@/lib/auth/admin-users';
import { DEFAULT_ADMIN_PASSWORD } from '@/lib/env';
import { send } from './api';

export const ADMIN = { username: 'admin', password: DEFAULT_ADMIN_PASSWORD } as const;

let nextAddress = 1;
/** A fresh client address per call, so the sign-in limits of one test never reach another. */
export const freshIp = () => `10.1.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

/** Signs in as the configured admin (created as the server does at start) and returns the token. */
export async function adminToken(credentials: { username: string; password: string; otp?: string } = ADMIN): Promise<string> {
  await ensureAdminUser();
  const { status, body } = await send(login, '/api/admin/login', {
    method: 'POST',
    json: credentials,
    headers: { 'x-forwarded-for': freshIp() },
  });
  if (status !== 200) throw new Error(`admin sign-in failed: ${status} ${JSON.stringify(body)}`);
  return (body as { access_token: string }).access_token;
}

export { bearer } from './admin-http';

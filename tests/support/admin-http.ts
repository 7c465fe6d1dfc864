import type { APIRequestContext } from '@playwright/test';

// Admin sign-in over HTTP, for the Playwright tests (the jest tests call the route handlers
// in-process through ./admin.ts). Nothing here imports server code: lib/env is server-only.

/** The local default account (lib/env's DEFAULT_ADMIN_PASSWORD), which the e2e servers use. */
export const E2E_ADMIN = { username: 'admin', password: 'studio-admin' } as const;

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Signs in with POST /api/admin/login and returns the token for `Authorization: Bearer` calls.
 * The request context keeps the session cookie too, so a page of the same browser context is
 * signed in as well. The password check is deliberately slow (scrypt), hence the long time limit.
 */
export async function signInThroughApi(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/admin/login', { data: E2E_ADMIN, timeout: 30_000 });
  if (response.status() !== 200) throw new Error(`admin sign-in failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';

// The studio admin's session on each e2e server, signed in once per run by the `setup` project
// (tests/e2e/admin.setup.ts) instead of once per test: the password check is slow on purpose
// (scrypt). Specs that test signing in itself still sign in (admin.spec.ts, admin-products…).

const FOLDER = path.join('test-results', '.admin-sessions');

/** Where the setup project keeps the browser state (cookies) of a server's admin session. */
export const adminStatePath = (baseURL: string) => path.join(FOLDER, `${new URL(baseURL).port}.json`);
const tokenPath = (baseURL: string) => path.join(FOLDER, `${new URL(baseURL).port}.token`);

/** The saved session's token, for `Authorization: Bearer` calls to that server's admin API. */
export function savedAdminToken(baseURL: string): string {
  try {
    return readFileSync(tokenPath(baseURL), 'utf8');
  } catch {
    throw new Error(`No saved admin session for ${baseURL}: run the specs with their setup project (not --no-deps)`);
  }
}

/** Signs a browser context in as the admin with the saved session's cookies. */
export async function signInWithSavedSession(context: BrowserContext, baseURL: string): Promise<string> {
  const state = JSON.parse(readFileSync(adminStatePath(baseURL), 'utf8')) as { cookies: Parameters<BrowserContext['addCookies']>[0] };
  await context.addCookies(state.cookies);
  return savedAdminToken(baseURL);
}

export const savedSessionFiles = { FOLDER, tokenPath };

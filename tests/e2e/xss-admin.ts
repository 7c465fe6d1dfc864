import { test, type APIRequestContext } from '@playwright/test';
import { SECOND_SERVER } from '../support/e2e-servers';
import { savedAdminToken } from '../support/admin-state';
import { newApiContext } from '../support/api-context';

// What the stored-XSS specs share: the second e2e server (scripts/e2e-server.mjs, its own
// database), so the tests on the first one count exactly the demo content, and a signed-in admin
// API on it for storing the payloads.

export interface AdminApi {
  api: APIRequestContext;
  token: string;
}

/** Points the calling spec at the second server and signs its admin API in before its tests. */
export function signInOnSecondServer(): AdminApi {
  const admin = {} as AdminApi;
  test.use({ baseURL: SECOND_SERVER });
  test.beforeAll(async ({ playwright }) => {
    admin.api = await newApiContext(playwright, { baseURL: SECOND_SERVER });
    admin.token = savedAdminToken(SECOND_SERVER);
  });
  test.afterAll(async () => {
    await admin.api?.dispose();
  });
  return admin;
}

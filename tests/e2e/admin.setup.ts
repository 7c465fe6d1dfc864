import { mkdirSync, writeFileSync } from 'node:fs';
import { test as setup } from '@playwright/test';
import { signInThroughApi } from '../support/admin-http';
import { adminStatePath, savedSessionFiles } from '../support/admin-state';
import { E2E_SERVERS } from '../support/e2e-servers';
import { newApiContext } from '../support/api-context';

// Signs the admin in once per run on each e2e server and saves the session for every spec
// (tests/support/admin-state.ts).
for (const server of E2E_SERVERS) {
  setup(`the admin signs in once on ${server}`, async ({ playwright }) => {
    const request = await newApiContext(playwright, { baseURL: server });
    try {
      const token = await signInThroughApi(request);
      mkdirSync(savedSessionFiles.FOLDER, { recursive: true });
      await request.storageState({ path: adminStatePath(server) });
      writeFileSync(savedSessionFiles.tokenPath(server), token);
    } finally {
      await request.dispose();
    }
  });
}

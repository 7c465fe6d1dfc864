import type { APIRequest, APIRequestContext } from '@playwright/test';

/**
 * A spec's own API client, asking the server to close each connection after its answer.
 * Playwright's HTTP agent keeps an idle connection for as long as the server does not close it
 * (it reads the server's `Keep-Alive: timeout=5` hint only when given a timeout of its own), and
 * Node's server closes one after 5 s and a 1 s margin. A call written as that close happens fails
 * with ECONNRESET: CI's run of 2026-12-02 lost admin-messages' phone test so, its last call coming
 * about 6 s after the one before. A new connection per call costs nothing on loopback.
 */
export function newApiContext(
  playwright: { request: APIRequest },
  options: NonNullable<Parameters<APIRequest['newContext']>[0]>,
): Promise<APIRequestContext> {
  return playwright.request.newContext({ ...options, extraHTTPHeaders: { ...options.extraHTTPHeaders, connection: 'close' } });
}

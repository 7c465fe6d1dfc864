import { expect, test } from '@playwright/test';
import { bearer, E2E_ADMIN } from '../support/admin-http';
import { savedAdminToken, signInWithSavedSession } from '../support/admin-state';
import { SECOND_SERVER } from '../support/e2e-servers';
import { MARKUP_PAYLOADS } from '../support/xss-payloads';
import { expectSafe, offline, watchForXss } from './xss-watch';
import { newApiContext } from '../support/api-context';

// The team's screens show what a sign-in brought (its browser, read from the User-Agent a client
// chooses) and what an owner typed (an invitee's address). No address with markup is taken (the
// server's e-mail check), and a browser named by markup shows as text in everyone's sessions.

test.use({ baseURL: SECOND_SERVER });

const stamp = Date.now().toString(36);
// bowser names an unknown browser after the User-Agent's first product token ("<name>/<version> (…)").
const USER_AGENT = `"><img src=x onerror=__xss('session-browser')>${stamp}/1.0 (Windows NT 10.0)`;

test('markup in an invitee address is refused, and a browser named by markup shows as text in the sessions', async ({
  page,
  playwright,
}) => {
  test.setTimeout(90_000);
  const api = await newApiContext(playwright, { baseURL: SECOND_SERVER, extraHTTPHeaders: { 'user-agent': USER_AGENT } });
  try {
    const token = savedAdminToken(SECOND_SERVER);
    for (const { name, text } of MARKUP_PAYLOADS) {
      const refused = await api.post('/api/admin/users', { data: { email: text, role: 'editor' }, headers: bearer(token) });
      expect(refused.status(), name).toBe(400);
    }
    const signedIn = await api.post('/api/admin/login', { data: E2E_ADMIN, timeout: 30_000 });
    expect(signedIn.status()).toBe(200);
    const { sessions } = (await (await api.get('/api/admin/sessions?all=1', { headers: bearer(token) })).json()) as {
      sessions: { browser: string | null }[];
    };
    const shown = sessions.find((session) => session.browser?.includes(stamp))?.browser;
    expect(shown).toContain('<img');

    await offline(page);
    const watch = await watchForXss(page);
    await signInWithSavedSession(page.context(), SECOND_SERVER);
    const response = await watch.visit('/admin/account');
    await expect(page.getByText(shown!).first()).toBeVisible();
    await expectSafe(page, watch, response, '/admin/account, everyone’s sessions');
    const team = await watch.visit('/admin/team');
    await expectSafe(page, watch, team, '/admin/team');
  } finally {
    await api.dispose();
  }
});

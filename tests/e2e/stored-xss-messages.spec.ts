import { expect, test, type APIRequestContext } from '@playwright/test';
import { bearer } from '../support/admin-http';
import { MARKUP_PAYLOADS } from '../support/xss-payloads';
import { expectSafe, offline, watchForXss } from './xss-watch';
import { SECOND_SERVER } from '../support/e2e-servers';
import { savedAdminToken, signInWithSavedSession } from '../support/admin-state';
import { newApiContext } from '../support/api-context';

// Stored XSS through the contact form: a visitor's name and message full of the well-known
// payloads, opened in the admin's Messages section, must show as text and run nothing (see
// xss-watch.ts for what the watch counts). On the second e2e server, like the other stored-XSS specs.

test.use({ baseURL: SECOND_SERVER });

const stamp = `x${Date.now().toString(36)}`;
// The name holds 100 characters at most: one payload that breaks out of an attribute (the name is
// in the row's and the reply link's labels too). The message holds every payload, one a line.
const VISITOR = {
  name: `"><img src=x onerror=__xss('message-name')> ${stamp}`,
  email: `xss.${stamp}@example.com`,
  service_interest: 'Other',
  message: `${stamp}\n${MARKUP_PAYLOADS.map((payload) => payload.text).join('\n')}`,
};

let api: APIRequestContext;
let token: string;
let id = '';

test.beforeAll(async ({ playwright }) => {
  api = await newApiContext(playwright, { baseURL: SECOND_SERVER });
  token = savedAdminToken(SECOND_SERVER);
  const sent = await api.post('/api/contact', { data: VISITOR });
  expect(sent.status(), await sent.text()).toBe(201);
  const { messages } = (await (await api.get(`/api/admin/messages?q=${stamp}`, { headers: bearer(token) })).json()) as {
    messages: { id: string }[];
  };
  id = messages[0]!.id;
});

test.afterAll(async () => {
  if (token && id) await api.delete(`/api/admin/messages/${id}`, { headers: bearer(token) });
  await api?.dispose();
});

test('a message full of XSS payloads shows as text in the admin, in the list and opened, and runs none', async ({ page }) => {
  test.setTimeout(120_000);
  await offline(page);
  const watch = await watchForXss(page);
  await signInWithSavedSession(page.context(), SECOND_SERVER);
  const response = await watch.visit('/admin/messages');
  await page.getByRole('searchbox', { name: 'Search messages' }).fill(stamp);
  const row = page.getByRole('list', { name: 'Messages, newest first' }).getByRole('button');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(VISITOR.name);
  await expectSafe(page, watch, response, '/admin/messages, the list');

  await row.click();
  const panel = page.getByRole('region', { name: VISITOR.name });
  await expect(panel.getByRole('heading', { name: VISITOR.name })).toBeVisible();
  expect(await panel.getByTestId('message-text').textContent()).toBe(VISITOR.message);
  await expect(panel.getByRole('link', { name: `Reply to ${VISITOR.name} by email` })).toHaveAttribute(
    'href',
    `mailto:${VISITOR.email}?subject=Re%3A%20Other`,
  );
  await expectSafe(page, watch, response, '/admin/messages, the open message');
  // What would run only when clicked: the reader holds no link or button but its own.
  expect(await panel.locator('a, button').evaluateAll((elements) => elements.map((element) => element.textContent?.trim()))).toEqual([
    '',
    'Reply',
    'Mark unread',
    'Archive',
    '',
  ]);
});

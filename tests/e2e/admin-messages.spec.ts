import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { expect, test, type APIRequestContext, type Locator, type Page, type Response } from '@playwright/test';
import { bearer } from '../support/admin-http';
import { SECOND_SERVER } from '../support/e2e-servers';
import { savedAdminToken, signInWithSavedSession } from '../support/admin-state';
import { seriousViolations } from './eye/accessibility';
import { newApiContext } from '../support/api-context';

// The admin's Messages section against the real server, with messages sent through the public
// contact form's API: open (it becomes read, the Messages tab counts it), mark unread, search,
// filter, archive and back, export as CSV, delete after a confirmation; on a phone, the full-screen
// view. POST /api/contact takes 5 messages per address in 10 minutes, and every test's requests
// come from this machine: the desktop tests send 2 to the first server (contact.spec.ts sends 2
// there, admin-flows.spec.ts 1), the phone test 1 to the second (analytics.spec.ts sends 2 there, the
// messages' XSS test 1, admin-flows.spec.ts 1). Both servers are at the 5: a new sender needs a slot.

test.describe.configure({ mode: 'serial' });

const API = '/api/admin/messages';

interface Sent {
  name: string;
  email: string;
  service_interest?: string;
  message: string;
  locale: 'en' | 'no';
}

/** Sends a message as a visitor would, and returns its id (found by its unique e-mail address). */
async function send(api: APIRequestContext, token: string, message: Sent): Promise<string> {
  const sent = await api.post('/api/contact', { data: message });
  expect(sent.status(), await sent.text()).toBe(201);
  const found = await api.get(`${API}?q=${encodeURIComponent(message.email)}`, { headers: bearer(token) });
  const { messages } = (await found.json()) as { messages: { id: string }[] };
  expect(messages).toHaveLength(1);
  return messages[0]!.id;
}

/** Deletes what a test left behind (a 404 for what it deleted itself). */
async function remove(api: APIRequestContext, token: string, ids: string[]) {
  for (const id of ids) expect([204, 404]).toContain((await api.delete(`${API}/${id}`, { headers: bearer(token) })).status());
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const messageList = (page: Page) => page.getByRole('list', { name: 'Messages, newest first' });
const rows = (page: Page) => messageList(page).getByRole('button');
const row = (page: Page, name: string) => messageList(page).getByRole('button', { name: new RegExp(escaped(name)) });
const messagesTab = (page: Page) => page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: /^Messages/ });

/** The count on the Messages tab, read from its name ("Messages, 3 unread"); 0 without one. */
async function tabCount(page: Page): Promise<number> {
  const name = await messagesTab(page).getAttribute('aria-label');
  return Number(/, (\d+) unread$/.exec(name ?? '')?.[1] ?? 0);
}

/**
 * Does `action`, then waits until the Messages tab shows the unread count the server answered
 * after it (after the change `action` saves, with `change`), and returns that count.
 */
async function unreadAfter(page: Page, action: () => Promise<unknown>, { change = false } = {}): Promise<number> {
  const isCount = (response: Response) => response.url().endsWith(`${API}/unread`) && response.status() === 200;
  const saved = change
    ? page.waitForResponse((response) => response.url().includes(`${API}/`) && response.request().method() !== 'GET')
    : null;
  const answered = saved ? saved.then(() => page.waitForResponse(isCount)) : page.waitForResponse(isCount);
  await action();
  const { unread } = (await (await answered).json()) as { unread: number };
  await expect.poll(() => tabCount(page)).toBe(unread);
  return unread;
}

async function search(page: Page, text: string, expected: number) {
  await page.getByRole('searchbox', { name: 'Search messages' }).fill(text);
  await expect(page.getByRole('status').filter({ hasText: /messages?$/ })).toHaveText(
    expected === 1 ? '1 message' : `${expected} messages`,
  );
}

/**
 * Serious and critical axe violations, each with where it occurs, once the list has settled: while
 * it reloads it is dimmed on purpose (aria-busy), which axe would measure as low contrast.
 */

test.describe('the Messages section', () => {
  const stamp = `m${Date.now().toString(36)}`;
  const ASTRID: Sent = {
    name: `Astrid Fjell ${stamp}`,
    email: `astrid.${stamp}@example.no`,
    service_interest: 'Branding',
    message: `Hei! Vi trenger en ny logo til bakeriet vårt på Grünerløkka.\nKan dere hjelpe oss før jul? (${stamp})`,
    locale: 'no',
  };
  // No service (a general inquiry), and a text a spreadsheet would run as a formula.
  const BRIT: Sent = {
    name: `Brit Hagen ${stamp}`,
    email: `brit.${stamp}@example.com`,
    message: `=HYPERLINK("https://example.com/x") A website for my yoga studio, please. (${stamp})`,
    locale: 'en',
  };
  let api: APIRequestContext;
  let token: string;
  const ids: Record<'astrid' | 'brit', string> = { astrid: '', brit: '' };

  test.beforeAll(async ({ playwright, baseURL }) => {
    api = await newApiContext(playwright, { baseURL });
    token = savedAdminToken(baseURL!);
    ids.astrid = await send(api, token, ASTRID);
    ids.brit = await send(api, token, BRIT);
  });

  test.afterAll(async () => {
    if (token) await remove(api, token, Object.values(ids));
    await api?.dispose();
  });

  test.beforeEach(async ({ page, baseURL }) => {
    await signInWithSavedSession(page.context(), baseURL!);
  });

  test('opening a message shows it whole and marks it read; the Messages tab counts one unread less, and one more after Mark unread', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    // Other tests may send messages meanwhile (the count is the whole inbox's): a try that saw one
    // arrive in between is made again.
    await expect(async () => {
      await api.patch(`${API}/${ids.astrid}`, { headers: bearer(token), data: { read: false } });
      const before = await unreadAfter(page, () => page.goto('/admin/messages'));
      await search(page, stamp, 2);
      await expect(rows(page)).toHaveCount(2);
      // Newest first, both unread.
      await expect(rows(page).nth(0)).toHaveAccessibleName(new RegExp(`^Unread: ${escaped(BRIT.name)}`));
      await expect(rows(page).nth(1)).toHaveAccessibleName(new RegExp(`^Unread: ${escaped(ASTRID.name)}`));
      expect(await unreadAfter(page, () => row(page, ASTRID.name).click(), { change: true })).toBe(before - 1);
    }).toPass({ timeout: 150_000 });

    const panel = page.getByRole('region', { name: ASTRID.name });
    await expect(panel.getByRole('heading', { name: ASTRID.name })).toBeFocused();
    await expect(row(page, ASTRID.name)).toHaveAttribute('data-unread', 'false');
    await expect(row(page, ASTRID.name)).toHaveAccessibleName(new RegExp(`^${escaped(ASTRID.name)}`));
    expect(await panel.getByTestId('message-text').innerText()).toBe(ASTRID.message);
    await expect(panel.getByText('Norwegian (sent from the Norwegian site)')).toBeVisible();
    await expect(panel.getByText(ASTRID.email, { exact: true })).toBeVisible();
    await expect(panel.getByRole('link', { name: `Reply to ${ASTRID.name} by email` })).toHaveAttribute(
      'href',
      `mailto:${ASTRID.email}?subject=Re%3A%20Branding`,
    );
    expect(await seriousViolations(page)).toEqual([]);

    await expect(async () => {
      if (!(await panel.isVisible())) await unreadAfter(page, () => row(page, ASTRID.name).click(), { change: true });
      const before = await tabCount(page);
      expect(await unreadAfter(page, () => panel.getByRole('button', { name: 'Mark unread' }).click(), { change: true })).toBe(before + 1);
    }).toPass({ timeout: 60_000 });
    await expect(panel).toBeHidden();
    await expect(row(page, ASTRID.name)).toHaveAttribute('data-unread', 'true');
    await expect(row(page, ASTRID.name)).toBeFocused();
    // A retried try above shows its own toast too.
    await expect(page.getByText('Marked as unread').first()).toBeVisible();
  });

  test('searches name, e-mail and text (Norwegian letters in any case) and filters by service interest', async ({ page }) => {
    await page.goto('/admin/messages');
    await search(page, stamp, 2);
    await search(page, `BAKERIET VÅRT PÅ GRÜNERLØKKA`, 1);
    await expect(rows(page)).toHaveCount(1);
    await expect(row(page, ASTRID.name)).toBeVisible();
    await search(page, BRIT.email.toUpperCase(), 1);
    await expect(row(page, BRIT.name)).toBeVisible();
    await search(page, `hagen ${stamp}`, 1);
    await expect(row(page, BRIT.name)).toBeVisible();

    await search(page, stamp, 2);
    const service = page.getByLabel('Service interest');
    await service.selectOption('Branding');
    await expect(rows(page)).toHaveCount(1);
    await expect(row(page, ASTRID.name)).toBeVisible();
    await service.selectOption({ label: 'No service chosen' });
    await expect(rows(page)).toHaveCount(1);
    await expect(row(page, BRIT.name)).toContainText('General inquiry');
    await service.selectOption('Consultation');
    await expect(page.getByRole('heading', { name: 'No matching messages' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear search and filter' }).click();
    await expect(page.getByRole('searchbox', { name: 'Search messages' })).toHaveValue('');
    await expect(service).toHaveValue('');
  });

  test('archives a message out of the inbox and moves it back', async ({ page }) => {
    await page.goto('/admin/messages');
    await search(page, stamp, 2);
    await row(page, BRIT.name).click();
    await page.getByRole('region', { name: BRIT.name }).getByRole('button', { name: 'Archive' }).click();
    await expect(page.getByText('Message archived')).toBeVisible();
    await expect(rows(page)).toHaveCount(1);
    await expect(row(page, ASTRID.name)).toBeFocused();

    await page.getByRole('button', { name: 'Archived', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Archived', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(rows(page)).toHaveCount(1);
    await row(page, BRIT.name).click();
    await page.getByRole('region', { name: BRIT.name }).getByRole('button', { name: 'Move to inbox' }).click();
    await expect(page.getByText('Message moved to the inbox')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No matching messages' })).toBeVisible();
    await page.getByRole('button', { name: 'Inbox', exact: true }).click();
    await expect(rows(page)).toHaveCount(2);
  });

  test('exports the list as it is filtered: UTF-8 CSV with a BOM, Norwegian letters intact, formulas escaped', async ({ page }) => {
    await page.goto('/admin/messages');
    await search(page, stamp, 2);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export the messages of this list as CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^messages-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const table = parse(bytes.toString('utf8'), { bom: true }) as string[][];
    expect(table[0]).toEqual(['Received', 'Name', 'Email', 'Service interest', 'Language', 'Read', 'Message']);
    // Brit's message was opened (archived and moved back) above; Astrid's was marked unread again.
    expect(table.slice(1).map((cells) => cells.slice(1))).toEqual([
      [BRIT.name, BRIT.email, '', 'English', 'yes', `'${BRIT.message}`],
      [ASTRID.name, ASTRID.email, 'Branding', 'Norwegian', 'no', ASTRID.message],
    ]);
    for (const cells of table.slice(1)) expect(new Date(cells[0]!).toISOString()).toBe(cells[0]);

    // The filter goes along: only the Norwegian message.
    await page.getByLabel('Service interest').selectOption('Branding');
    await expect(rows(page)).toHaveCount(1);
    const [filtered] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export the messages of this list as CSV' }).click(),
    ]);
    const filteredTable = parse(await readFile((await filtered.path())!, 'utf8'), { bom: true }) as string[][];
    expect(filteredTable.slice(1).map((cells) => cells[1])).toEqual([ASTRID.name]);
  });

  test('deletes a message only after the confirmation', async ({ page }) => {
    await page.goto('/admin/messages');
    await search(page, stamp, 2);
    await row(page, ASTRID.name).click();
    const panel = page.getByRole('region', { name: ASTRID.name });
    const question = `Delete the message from ${ASTRID.name}? This cannot be undone.`;
    await panel.getByRole('button', { name: `Delete the message from ${ASTRID.name}` }).click();
    let dialog = page.getByRole('alertdialog', { name: question });
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(rows(page)).toHaveCount(2);

    await panel.getByRole('button', { name: `Delete the message from ${ASTRID.name}` }).click();
    dialog = page.getByRole('alertdialog', { name: question });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Message deleted')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(rows(page)).toHaveCount(1);
    await expect(row(page, BRIT.name)).toBeFocused();
    expect((await api.get(`${API}/${ids.astrid}`, { headers: bearer(token) })).status()).toBe(404);
  });
});

test.describe('on a phone @mobile', () => {
  test.use({ baseURL: SECOND_SERVER });
  const stamp = `p${Date.now().toString(36)}`;
  const CARO: Sent = {
    name: `Caroline Vik ${stamp}`,
    email: `caroline.${stamp}@example.no`,
    service_interest: 'Website Design',
    message: `Hello! I run a small ceramics studio in Tromsø and need a shop.\n\nCould we talk next week? (${stamp})`,
    locale: 'en',
  };
  let api: APIRequestContext;
  let token: string;
  let id = '';

  test.beforeAll(async ({ playwright }) => {
    api = await newApiContext(playwright, { baseURL: SECOND_SERVER });
    token = savedAdminToken(SECOND_SERVER);
    id = await send(api, token, CARO);
  });

  test.afterAll(async () => {
    if (token) await remove(api, token, [id]);
    await api?.dispose();
  });

  /** Google's tag (this server has a measurement id) answered locally. */
  const offline = (page: Page) =>
    page.route(/googletagmanager\.com|google-analytics\.com/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
    );

  test('a message opens on the whole screen, is read there, archived, and deleted after a confirmation', async ({ page }) => {
    await offline(page);
    await signInWithSavedSession(page.context(), SECOND_SERVER);
    await page.goto('/admin/messages');
    await expect(messagesTab(page)).toBeInViewport();
    await search(page, stamp, 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await expect(row(page, CARO.name)).toHaveAttribute('data-unread', 'true');

    await row(page, CARO.name).click();
    const view: Locator = page.getByRole('dialog', { name: CARO.name });
    await expect(view.getByRole('heading', { name: CARO.name })).toBeFocused();
    expect(await view.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    expect(await view.getByTestId('message-text').innerText()).toBe(CARO.message);
    await expect(view.getByRole('link', { name: `Reply to ${CARO.name} by email` })).toHaveAttribute(
      'href',
      `mailto:${CARO.email}?subject=Re%3A%20Website%20Design`,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await view.getByRole('button', { name: 'Back to messages' }).click();
    await expect(view).toBeHidden();
    await expect(row(page, CARO.name)).toHaveAttribute('data-unread', 'false');
    await expect(row(page, CARO.name)).toBeFocused();

    await row(page, CARO.name).click();
    await view.getByRole('button', { name: 'Archive' }).click();
    await expect(view).toBeHidden();
    await expect(page.getByRole('heading', { name: 'No matching messages' })).toBeVisible();
    await page.getByRole('button', { name: 'Archived', exact: true }).click();
    await row(page, CARO.name).click();
    await view.getByRole('button', { name: `Delete the message from ${CARO.name}` }).click();
    await page
      .getByRole('alertdialog', { name: `Delete the message from ${CARO.name}? This cannot be undone.` })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText('Message deleted')).toBeVisible();
    await expect(view).toBeHidden();
    await expect(page.getByRole('heading', { name: 'No matching messages' })).toBeVisible();
    expect((await api.get(`${API}/${id}`, { headers: bearer(token) })).status()).toBe(404);
  });
});

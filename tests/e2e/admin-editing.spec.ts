import { expect, test } from '@playwright/test';
import { signInWithSavedSession } from '../support/admin-state';
import { SECOND_SERVER } from '../support/e2e-servers';

// Editing comfort in the page editor (docs/admin.md#editing-comfort), against the real server: a
// link out asks first while there are unsaved edits, a pause in the edits saves the draft quietly
// and a reload keeps it, and Ctrl/Cmd+S saves. On the second server, on the booking page's
// Norwegian title, which no other spec edits and whose English text (and so the translation
// status) stays as it is; the test ends with the draft as it found it.

test.use({ baseURL: SECOND_SERVER });

test('a page edit is saved after a pause and kept over a reload; Ctrl+S saves; a link out asks first', async ({ page }) => {
  await signInWithSavedSession(page.context(), SECOND_SERVER);
  await page.goto('/admin/pages/book');
  const title = page.getByRole('region', { name: 'Header' }).getByLabel('Title (Norwegian)');
  await expect(title).toBeEditable({ timeout: 20_000 });
  const original = await title.inputValue();
  const edited = `${original} ${Date.now()}`;

  await title.fill(edited);
  await page.getByRole('link', { name: 'All pages' }).click();
  const question = page.getByRole('alertdialog', { name: 'Discard unsaved edits?' });
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/admin\/pages\/book$/);

  // The autosave: a quiet status line, no toast.
  await expect(page.getByRole('status').filter({ hasText: /^Draft saved \d\d:\d\d/ })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText('No unsaved edits')).toBeVisible();
  await expect(page.getByText('Draft saved', { exact: true })).toHaveCount(0);
  await page.reload();
  await expect(title).toHaveValue(edited, { timeout: 20_000 });

  // Ctrl+S (Cmd+S on a Mac): a save by hand, with its toast, well before the autosave's pause ends.
  await title.fill(original);
  await page.keyboard.press('ControlOrMeta+s');
  await expect(page.getByText('Draft saved', { exact: true })).toBeVisible();
  await expect(page.getByText('No unsaved edits')).toBeVisible();
  await page.reload();
  await expect(title).toHaveValue(original, { timeout: 20_000 });
});

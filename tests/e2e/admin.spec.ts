import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { E2E_ADMIN } from '../support/admin-http';
import { SECOND_SERVER } from '../support/e2e-servers';
import { seriousViolations } from './eye/accessibility';

// The admin area as a studio member uses it (docs/behaviour.md#admin-sign-in, #admin-guard,
// #admin-dashboard), against the real server: sign-in, uploads, saves and the public pages.

// The flow that creates and deletes a project runs on the second e2e server (scripts/e2e-server.mjs,
// its own database): the public project tests on the first one count exactly the demo projects.

const { username: USERNAME, password: PASSWORD } = E2E_ADMIN;
// A sign-in checks the password with scrypt at OWASP's cost on purpose (about 128 MiB and a few
// hundred milliseconds); on a busy machine that takes seconds.
const SIGN_IN = { timeout: 20_000 };
// The form's editor and dropzone are a chunk of their own, fetched and parsed when the form opens.
const EDITOR_LOAD = { timeout: 15_000 };

/** A small real picture, so the server's image checks and re-encoding run as for a photo. */
async function picture(format: 'png' | 'jpeg', colour: string, name: string) {
  const image = sharp({ create: { width: 96, height: 64, channels: 3, background: colour } });
  const buffer = await (format === 'png' ? image.png() : image.jpeg()).toBuffer();
  return { name, mimeType: `image/${format}`, buffer };
}

async function fillSignIn(page: Page, password: string) {
  await page.getByLabel('Username').fill(USERNAME);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The Projects section, through the section tabs. */
async function openProjects(page: Page) {
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Projects' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
}

/** Chooses `entry` in the menu of the project row titled `title`. */
async function chooseInRow(page: Page, title: string, entry: string) {
  await page.getByRole('button', { name: `Actions for ${title}`, exact: true }).click();
  await page.getByRole('menuitem', { name: entry, exact: true }).click();
}

async function signedIn(page: Page) {
  await page.goto('/admin/login');
  await fillSignIn(page, PASSWORD);
  await expect(page).toHaveURL(/\/admin$/, SIGN_IN);
  await expect(page.getByText(`Welcome back, ${USERNAME}`)).toBeVisible();
}

/** Types into the rich-text editor: a bold word through the toolbar, then a linked phrase. */
async function writeStory(dialog: Locator, page: Page) {
  const editor = dialog.getByRole('textbox', { name: 'Full description', exact: true });
  await editor.click();
  await page.keyboard.type('We bake ');
  await dialog.getByRole('button', { name: 'Bold' }).first().click();
  await page.keyboard.type('handmade');
  await dialog.getByRole('button', { name: 'Bold' }).first().click();
  await page.keyboard.type(' bread. Visit our shop');
  for (let i = 0; i < 'our shop'.length; i++) await page.keyboard.press('Shift+ArrowLeft');
  await dialog.getByRole('button', { name: 'Link' }).first().click();
  const linkDialog = page.getByRole('alertdialog', { name: 'Link' });
  await linkDialog.getByRole('textbox', { name: /Link address/ }).fill('https://example.com/shop');
  await linkDialog.getByRole('button', { name: 'Apply' }).click();
  await expect(editor.locator('a[href="https://example.com/shop"]')).toHaveText('our shop');
  await expect(editor.locator('strong')).toHaveText('handmade');
}

test.describe('on a server of its own', () => {
  test.use({ baseURL: SECOND_SERVER });

  test('an admin signs in, creates, edits and deletes a project, and signs out', async ({ page }) => {
    test.setTimeout(120_000);
    const title = `Aurora Bakery ${Date.now()}`;
    const slug = title.toLowerCase().replace(/ /g, '-');

    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin$/);
    await fillSignIn(page, 'not-the-password');
    // Whatever the server says about it (its detail), in the form's red box.
    await expect(page.locator('form').getByRole('alert')).toHaveText(/\S/);
    await fillSignIn(page, PASSWORD);
    await expect(page).toHaveURL(/\/admin$/, SIGN_IN);
    await expect(page.getByText(`Welcome back, ${USERNAME}`)).toBeVisible();

    // Create, with a hero image, two gallery images, rich text and a Norwegian title.
    await openProjects(page);
    await page.getByRole('button', { name: 'New project' }).click();
    const dialog = page.getByRole('dialog', { name: 'New project' });
    await dialog.getByLabel('Title', { exact: true }).fill(title);
    await expect(dialog.getByLabel('Slug', { exact: true })).toHaveValue(slug);
    await dialog.getByLabel('Category', { exact: true }).selectOption('Branding');
    await dialog.getByLabel('Short description', { exact: true }).fill('A warm identity for a bakery by the sea.');
    await dialog.getByLabel('Choose a picture for Hero image').setInputFiles(await picture('png', '#f9a8d4', 'hero.png'));
    await expect(dialog.getByRole('img', { name: 'Hero image' })).toHaveAttribute('src', /^\/uploads\//);
    await dialog
      .getByLabel('Choose gallery images')
      .setInputFiles([await picture('jpeg', '#4a1d3f', 'one.jpg'), await picture('png', '#a3b8a0', 'two.png')]);
    await expect(dialog.getByRole('img', { name: /^Gallery image/ })).toHaveCount(2);
    // Every picture is described (alt text): the form asks for the English ones.
    await dialog.getByLabel('Hero image alt text', { exact: true }).fill('A loaf on a linen cloth');
    await dialog.getByLabel('Alt text for gallery image 1', { exact: true }).fill('The bakery sign');
    await dialog.getByLabel('Alt text for gallery image 2', { exact: true }).fill('Bread on the counter');
    await writeStory(dialog, page);
    await dialog.getByLabel('Client name (optional)').fill('Aurora AS');
    await dialog.getByRole('button', { name: 'food' }).click();
    await dialog.getByLabel('Title (Norwegian)').fill(`Aurora bakeri ${title.split(' ').pop()}`);
    await dialog.getByRole('button', { name: 'Create project' }).click();
    await expect(page.getByText('Project created')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: title })).toBeVisible();

    // Public pages, in both languages.
    const site = await page.context().newPage();
    await site.goto('/projects');
    await expect(site.getByRole('link', { name: title })).toBeVisible();
    await site.goto(`/projects/${slug}`);
    await expect(site.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(site.locator('strong', { hasText: 'handmade' })).toBeVisible();
    await expect(site.getByRole('link', { name: 'our shop' })).toHaveAttribute('href', 'https://example.com/shop');
    await site.goto(`/no/projects/${slug}`);
    await expect(site.getByRole('heading', { level: 1 })).toHaveText(`Aurora bakeri ${title.split(' ').pop()}`);

    // Edit: the new title is on the public page at the next request.
    await chooseInRow(page, title, `Edit ${title}`);
    const editDialog = page.getByRole('dialog', { name: 'Edit project' });
    await expect(editDialog.getByLabel('Title', { exact: true })).toHaveValue(title);
    await expect(editDialog.getByRole('img', { name: /^Gallery image/ })).toHaveCount(2);
    await editDialog.getByLabel('Title', { exact: true }).fill(`${title} Renewed`);
    await expect(editDialog.getByLabel('Slug', { exact: true })).toHaveValue(slug);
    await editDialog.getByRole('button', { name: 'Update project' }).click();
    await expect(page.getByText('Project updated')).toBeVisible();
    await expect(page.getByRole('heading', { name: `${title} Renewed` })).toBeVisible();
    await site.goto(`/projects/${slug}`);
    await expect(site.getByRole('heading', { level: 1 })).toHaveText(`${title} Renewed`);

    // Delete, after confirming.
    await chooseInRow(page, `${title} Renewed`, `Delete ${title} Renewed`);
    await page
      .getByRole('alertdialog', { name: `Delete “${title} Renewed”? This cannot be undone.` })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByRole('heading', { name: `${title} Renewed` })).toBeHidden();
    await site.goto(`/projects/${slug}`);
    await expect(site.getByRole('heading', { level: 1 })).toHaveText('Project Not Found');

    // Sign out: the dashboard is closed again.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login\?next=/);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });
});

test('a signed-out visit to an admin page signs in and returns to that page', async ({ page }) => {
  await page.goto('/admin/projects?view=list');
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fprojects%3Fview%3Dlist$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeDisabled();
  await fillSignIn(page, PASSWORD);
  await expect(page).toHaveURL(/\/admin\/projects\?view=list$/, SIGN_IN);
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible();
});

test('a signed-in admin who opens the login page goes to the dashboard', async ({ page }) => {
  await signedIn(page);
  await page.goto('/admin/login');
  await expect(page).toHaveURL(/\/admin$/);
});

test('the editor and the dropzone are fetched only when the form opens', async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/_next/static/') && response.url().endsWith('.js')) scripts.push(response.text());
  });
  const editorLoaded = async () =>
    (await Promise.all(scripts)).some((code) => code.includes('ProseMirror') || code.includes('file-invalid-type'));

  await signedIn(page);
  await openProjects(page);
  expect(await editorLoaded()).toBe(false);
  await page.getByRole('button', { name: 'New project' }).click();
  await expect(page.getByRole('dialog', { name: 'New project' }).getByRole('toolbar').first()).toBeVisible(EDITOR_LOAD);
  expect(await editorLoaded()).toBe(true);
});

test('the admin pages are not indexed and have no public header or footer', async ({ page }) => {
  await page.goto('/admin/login');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expect(page).toHaveTitle(/Admin \| Nordlys Studio/);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByText('Default credentials')).toBeVisible();
  await page.getByRole('link', { name: 'Back to website' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the login page, the dashboard, and the projects with a row menu and the form open have no serious accessibility problems', async ({
  page,
}) => {
  // Five full axe audits.
  test.setTimeout(120_000);
  await page.goto('/admin/login');
  expect(await seriousViolations(page)).toEqual([]);
  await signedIn(page);
  await expect(page.getByRole('region', { name: /^Recent orders/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await openProjects(page);
  await page
    .getByRole('button', { name: /^Actions for / })
    .first()
    .click();
  await expect(page.getByRole('menu')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'New project' }).click();
  const dialog = page.getByRole('dialog', { name: 'New project' });
  await expect(dialog.getByRole('toolbar').first()).toBeVisible(EDITOR_LOAD);
  await dialog.getByRole('button', { name: 'Create project' }).click();
  await expect(dialog.getByText('Fill this in.').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test.describe('on a phone @mobile', () => {
  const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

  test('the login page, the dashboard, the projects and the form fit the screen', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(await overflow(page)).toBe(0);
    await fillSignIn(page, PASSWORD);
    await expect(page.getByText(`Welcome back, ${USERNAME}`)).toBeVisible(SIGN_IN);
    expect(await overflow(page)).toBe(0);
    await page.goto('/admin/projects');
    await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible();
    expect(await overflow(page)).toBe(0);
    await page.getByRole('button', { name: 'New project' }).tap();
    const dialog = page.getByRole('dialog', { name: 'New project' });
    await expect(dialog.getByRole('toolbar').first()).toBeVisible(EDITOR_LOAD);
    expect(await overflow(page)).toBe(0);
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  });
});

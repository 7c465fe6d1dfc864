import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { E2E_ADMIN } from '../support/admin-http';
import { SECOND_SERVER } from '../support/e2e-servers';

// Projects as a CMS, against the real production server: a draft is the admin's alone (pages,
// API, sitemap), the admin previews it in both languages (Next's draft mode, which shows nothing
// without the admin's session), publishing shows it at the next request, and a new slug leaves
// the old address answering a 308 to the new one, in both languages. Every picture is described.

// Its own database (scripts/e2e-server.mjs): the public project tests count the demo projects.
const SIGN_IN = { timeout: 20_000 };
const EDITOR_LOAD = { timeout: 15_000 };

async function picture(colour: string, name: string) {
  const buffer = await sharp({ create: { width: 96, height: 64, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

async function signIn(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(E2E_ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/, SIGN_IN);
}

/** What someone who is not signed in sees: a browser context of its own, without any cookie. */
async function visitor(browser: Browser) {
  const context = await browser.newContext({ baseURL: SECOND_SERVER });
  return { context, page: await context.newPage() };
}

async function publicStatus(page: Page, path: string): Promise<number> {
  const response = await page.goto(path);
  return response!.status();
}

/** Clicks the status as an admin does: on its label (the radio button itself is visually hidden). */
async function chooseStatus(dialog: Locator, status: 'Draft' | 'Published') {
  await dialog
    .locator('label')
    .filter({ hasText: new RegExp(`^${status}$`) })
    .click();
  await expect(dialog.getByRole('radio', { name: status })).toBeChecked();
}

async function writeStory(dialog: Locator, page: Page) {
  await dialog.getByRole('textbox', { name: 'Full description', exact: true }).click();
  await page.keyboard.type('A quiet identity for a tea house.');
}

test.describe('on a server of its own', () => {
  test.use({ baseURL: SECOND_SERVER });

  test('a draft is previewed by the admin only, published, renamed, and its old address redirects', async ({ page, browser }) => {
    test.setTimeout(180_000);
    const run = Date.now().toString(36);
    const title = `Teahouse ${run}`;
    const slug = `teahouse-${run}`;
    const titleNo = `Tehuset ${run}`;

    await signIn(page);
    await page.goto('/admin/projects');

    // Create as a draft, every picture described, with a search title of its own.
    await page.getByRole('button', { name: 'New project' }).click();
    const dialog = page.getByRole('dialog', { name: 'New project' });
    await dialog.getByLabel('Title', { exact: true }).fill(title);
    await expect(dialog.getByLabel('Slug', { exact: true })).toHaveValue(slug);
    await dialog.getByLabel('Category', { exact: true }).selectOption('Branding');
    await chooseStatus(dialog, 'Draft');
    await dialog.getByLabel('Short description', { exact: true }).fill('Calm packaging for loose-leaf tea.');
    await dialog.getByLabel('Choose a picture for Hero image').setInputFiles(await picture('#c4b5a5', 'hero.png'));
    await expect(dialog.getByRole('img', { name: 'Hero image' })).toHaveAttribute('src', /^\/uploads\//);
    await dialog
      .getByLabel('Choose gallery images')
      .setInputFiles([await picture('#4a1d3f', 'one.png'), await picture('#a3b8a0', 'two.png')]);
    await expect(dialog.getByRole('img', { name: /^Gallery image/ })).toHaveCount(2);
    await writeStory(dialog, page);
    await dialog.getByLabel('Title (Norwegian)').fill(titleNo);
    // Saving without the alt texts is refused, naming what is missing.
    await dialog.getByRole('button', { name: 'Create project' }).click();
    await expect(dialog.getByText('Describe the picture for those who cannot see it.')).toBeVisible();
    await expect(dialog.getByText('Describe every gallery image (alt text)')).toBeVisible();
    await expect(dialog.getByLabel('Hero image alt text', { exact: true })).toBeFocused();
    await dialog.getByLabel('Hero image alt text', { exact: true }).fill('Tea tins on an oak shelf');
    await dialog.getByLabel('Hero image alt text (Norwegian)').fill('Tebokser på en eikehylle');
    await dialog.getByLabel('Alt text for gallery image 1', { exact: true }).fill('The label, up close');
    await dialog.getByLabel('Alt text for gallery image 1 (Norwegian)').fill('Etiketten, på nært hold');
    // Remove the second image: its texts go with it, the first keeps its own.
    await dialog.getByLabel('Alt text for gallery image 2', { exact: true }).fill('A tin being opened');
    await dialog.getByRole('button', { name: 'Remove gallery image 2' }).click();
    await expect(dialog.getByLabel('Alt text for gallery image 1', { exact: true })).toHaveValue('The label, up close');
    await expect(dialog.getByLabel('Alt text for gallery image 2', { exact: true })).toHaveCount(0);
    await dialog.getByLabel('Title in search results (optional)', { exact: true }).fill(`${title} | Tea packaging case`);
    await expect(dialog.getByText(`${`${title} | Tea packaging case`.length} / 70 characters`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Create project' }).click();
    await expect(page.getByText('Project created')).toBeVisible();
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(card.getByText('Draft', { exact: true })).toBeVisible();

    // Nobody else sees the draft: not the pages, the API or the sitemap, in either language.
    const outsider = await visitor(browser);
    for (const list of ['/projects', '/no/projects']) {
      await outsider.page.goto(list);
      await expect(outsider.page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(outsider.page.getByRole('link', { name: title })).toHaveCount(0);
      await expect(outsider.page.getByRole('link', { name: titleNo })).toHaveCount(0);
    }
    expect(await publicStatus(outsider.page, `/projects/${slug}`)).toBe(404);
    expect(await publicStatus(outsider.page, `/no/projects/${slug}`)).toBe(404);
    // Each call closes its connection: Playwright's client does not retry a request on a kept-alive
    // socket the server closed after its 5 s idle (a browser does), and the steps between take longer.
    const api = {
      get: (url: string, options: { maxRedirects?: number } = {}) =>
        outsider.context.request.get(url, { ...options, headers: { connection: 'close' } }),
    };
    expect((await api.get(`/api/projects/slug/${slug}`)).status()).toBe(404);
    expect(JSON.stringify(await (await api.get('/api/projects')).json())).not.toContain(slug);
    expect(JSON.stringify(await (await api.get('/api/projects/featured')).json())).not.toContain(slug);
    expect(await (await api.get('/sitemap.xml')).text()).not.toContain(slug);

    // The admin previews it from its row's menu, in English, then in Norwegian.
    const actions = card.getByRole('button', { name: `Actions for ${title}` });
    await actions.click();
    const [preview] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('menuitem', { name: /^Preview the draft/ }).click(),
    ]);
    await expect(preview).toHaveURL(new RegExp(`/projects/${slug}$`));
    await expect(preview.getByText('Preview — not public')).toBeVisible();
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await preview.goto(`/no/projects/${slug}`);
    await expect(preview.getByText('Forhåndsvisning — ikke offentlig')).toBeVisible();
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(titleNo);

    // The draft-mode cookie alone, in a browser without the admin's session, shows nothing.
    const bypass = (await page.context().cookies()).find((cookie) => cookie.name === '__prerender_bypass');
    expect(bypass).toBeDefined();
    const stranger = await visitor(browser);
    await stranger.context.addCookies([bypass!]);
    expect(await publicStatus(stranger.page, `/projects/${slug}`)).toBe(404);
    expect(await publicStatus(stranger.page, `/no/projects/${slug}`)).toBe(404);
    await expect(stranger.page.getByText('Preview — not public')).toHaveCount(0);
    await stranger.context.close();

    // Leaving preview: the admin, too, gets the public answer (a 404 for a draft).
    await preview.getByRole('link', { name: 'Avslutt forhåndsvisning' }).click();
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText('Fant ikke prosjektet');
    expect((await page.context().cookies()).some((cookie) => cookie.name === '__prerender_bypass' && cookie.value !== '')).toBe(false);
    await preview.close();

    // Unsaved edits are previewed from the form, before anything is saved.
    await actions.click();
    await page.getByRole('menuitem', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit project' });
    await edit.getByLabel('Short description', { exact: true }).fill('Calm packaging for loose-leaf tea, revised.');
    await edit.getByRole('button', { name: 'Preview', exact: true }).click();
    const [edits] = await Promise.all([page.context().waitForEvent('page'), edit.getByRole('link', { name: 'English ↗' }).click()]);
    await expect(edits.getByText('Calm packaging for loose-leaf tea, revised.')).toBeVisible();
    await edits.close();
    expect(await publicStatus(outsider.page, `/projects/${slug}`)).toBe(404);

    // Publish: visible at the next request, with the admin's alt texts and search title.
    await chooseStatus(edit, 'Published');
    await edit.getByRole('button', { name: 'Update project' }).click();
    await expect(page.getByText('Project updated')).toBeVisible();
    await expect(card.getByText('Draft', { exact: true })).toHaveCount(0);
    await outsider.page.goto('/projects');
    await expect(outsider.page.getByRole('link', { name: title })).toBeVisible();
    await expect(outsider.page.getByRole('img', { name: 'Tea tins on an oak shelf' })).toBeVisible();
    expect(await publicStatus(outsider.page, `/projects/${slug}`)).toBe(200);
    await expect(outsider.page).toHaveTitle(`${title} | Tea packaging case | Nordlys Studio`);
    await expect(outsider.page.getByText('Preview — not public')).toHaveCount(0);
    // The project's own pictures: the page closes on the next project's, which is that project's.
    const ownImages = (page: Page) => page.locator('main img:not([aria-labelledby="next-project"] img)');
    const altsEn = await ownImages(outsider.page).evaluateAll((images) => images.map((image) => image.getAttribute('alt')));
    expect(altsEn).toEqual(['Tea tins on an oak shelf', 'The label, up close']);
    await outsider.page.goto(`/no/projects/${slug}`);
    const altsNo = await ownImages(outsider.page).evaluateAll((images) => images.map((image) => image.getAttribute('alt')));
    expect(altsNo).toEqual(['Tebokser på en eikehylle', 'Etiketten, på nært hold']);
    expect(await (await api.get('/sitemap.xml')).text()).toContain(`/projects/${slug}`);

    // Rename: the old address answers a permanent redirect to the new one, keeping the language.
    const renamed = `${slug}-tea`;
    await actions.click();
    await page.getByRole('menuitem', { name: `Edit ${title}` }).click();
    await edit.getByLabel('Slug', { exact: true }).fill(renamed);
    await edit.getByRole('button', { name: 'Update project' }).click();
    await expect(page.getByText('Project updated').first()).toBeVisible();
    await expect(edit).toBeHidden();
    for (const [old, current] of [
      [`/projects/${slug}`, `/projects/${renamed}`],
      [`/no/projects/${slug}`, `/no/projects/${renamed}`],
    ]) {
      // Twice: the first render and the cached one answer alike, with one Location.
      for (let attempt = 0; attempt < 2; attempt++) {
        const response = await api.get(old!, { maxRedirects: 0 });
        expect(response.status()).toBe(308);
        expect(response.headersArray().filter((header) => header.name.toLowerCase() === 'location')).toEqual([
          { name: expect.any(String), value: current },
        ]);
        // Browsers keep a 308 as long as allowed: minutes, not the cached page's year.
        expect(response.headers()['cache-control']).not.toMatch(/max-age=\d{4,}/);
      }
      await outsider.page.goto(old!);
      await expect(outsider.page).toHaveURL(new RegExp(`${current}$`));
    }
    await outsider.context.close();
  });
});

test('@mobile the form shows status, alt texts and the SEO counts at 390 px', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page);
  await page.goto('/admin/projects');
  await page.getByRole('button', { name: 'New project' }).click();
  const dialog = page.getByRole('dialog', { name: 'New project' });
  await expect(dialog.getByRole('textbox', { name: 'Full description', exact: true })).toBeVisible(EDITOR_LOAD);

  const published = dialog.getByRole('radio', { name: 'Published' });
  await expect(published).toBeChecked();
  await chooseStatus(dialog, 'Draft');
  await expect(dialog.getByText('Only you can see a draft')).toBeVisible();

  await dialog.getByLabel('Choose a picture for Hero image').setInputFiles(await picture('#f9a8d4', 'hero.png'));
  const heroAlt = dialog.getByLabel('Hero image alt text', { exact: true });
  await heroAlt.scrollIntoViewIfNeeded();
  await expect(heroAlt).toBeVisible();

  const seoDescription = dialog.getByLabel('Description in search results (optional)', { exact: true });
  await seoDescription.scrollIntoViewIfNeeded();
  await seoDescription.fill('x'.repeat(170));
  await expect(dialog.getByText('170 / 160 characters — search engines may cut it off')).toBeVisible();

  // Nothing of the form reaches past the screen's edge.
  for (const field of [heroAlt, seoDescription, dialog.getByLabel('Title in search results (Norwegian)')]) {
    const box = (await field.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
});

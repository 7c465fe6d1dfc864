import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { SECOND_SERVER } from '../support/e2e-servers';
import { bearer } from '../support/admin-http';
import { savedAdminToken, signInWithSavedSession } from '../support/admin-state';
import { exclusively } from '../support/worker-lock';
import { seriousViolations } from './eye/accessibility';
import { newApiContext } from '../support/api-context';

// The Testimonials section of the admin against the real server: create, reorder, the public
// pages in both languages, delete.

// On the second e2e server (scripts/e2e-server.mjs, its own database): the public testimonial
// tests on the first one (testimonials.spec.ts, shell.spec.ts, seo.spec.ts) count exactly the demo
// testimonials and the featured ones on the home page. Serial, so this file's tests never see
// each other's testimonials; the order is put back at the end.
test.use({ baseURL: SECOND_SERVER });
test.describe.configure({ mode: 'serial' });

const API = '/api/admin/testimonials';

interface Stored {
  id: string;
  client_name: string;
  featured: boolean;
}

const storedList = async (request: APIRequestContext) => (await (await request.get(API)).json()) as Stored[];

/** Google's tag (this server has a measurement id) answered locally: Google is out of reach here. */
const offline = (page: Page) =>
  page.route(/googletagmanager\.com|google-analytics\.com/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  );

async function openSection(page: Page) {
  await signInWithSavedSession(page.context(), SECOND_SERVER);
  await page.goto('/admin/testimonials');
  await expect(page.getByRole('heading', { level: 1, name: 'Testimonials' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Testimonials in display order' })).toBeVisible();
}

const listNames = (page: Page) => page.getByRole('list', { name: 'Testimonials in display order' }).getByRole('heading', { level: 2 });

/** Clicks a Move button and waits until the server has stored the order; the focus stays on the button. */
async function move(page: Page, button: Locator) {
  const saved = page.waitForResponse((response) => response.url().endsWith(`${API}/order`) && response.request().method() === 'PUT');
  await button.click();
  expect((await saved).status()).toBe(200);
  await expect(button).toBeFocused();
}

/**
 * Leaves the public pages before a save. Their links prefetch other public pages, and a page the
 * server renders while a save revalidates its content can be stored with the old content after the
 * revalidation (Next's data cache keeps what a read started before the change returns).
 */
const idle = (site: Page) => site.goto('about:blank');

const stamp = Date.now();
const NEW = {
  name: `Aurora Bakery ${stamp}`,
  role: 'Head Baker',
  roleNo: 'Sjefsbaker',
  company: 'Aurora AS',
  projectType: 'Packaging',
  projectTypeNo: 'Emballasje',
  quote: `The new boxes sold out in a week (${stamp}).`,
  quoteNo: `De nye eskene ble utsolgt på en uke (${stamp}).`,
};

let originalOrder: string[] = [];

test.afterAll(async ({ playwright }) => {
  // Whatever happened above: no testimonial of this file stays, and the demo order is as it was.
  const api = await newApiContext(playwright, { baseURL: SECOND_SERVER, extraHTTPHeaders: bearer(savedAdminToken(SECOND_SERVER)) });
  try {
    for (const left of (await storedList(api)).filter((item) => item.client_name === NEW.name)) await api.delete(`${API}/${left.id}`);
    if (originalOrder.length > 0) await api.put(`${API}/order`, { data: { ids: originalOrder } });
  } finally {
    await api.dispose();
  }
});

test('an admin adds a featured testimonial, moves it to the top, sees it on the public pages in both languages, and deletes it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // The whole list, in order, is this test's alone meanwhile: admin-flows.spec.ts adds testimonials
  // here too, and a new one leads the list.
  await exclusively('testimonials', SECOND_SERVER, () => addMoveAndDelete(page));
});

async function addMoveAndDelete(page: Page) {
  await offline(page);
  await openSection(page);
  const before = await storedList(page.request);
  originalOrder = before.map((item) => item.id);
  await expect(listNames(page)).toHaveText(before.map((item) => item.client_name));

  // Create: rating 4, featured, with the Norwegian texts.
  await page.getByRole('button', { name: 'New testimonial' }).click();
  const dialog = page.getByRole('dialog', { name: 'New testimonial' });
  await dialog.getByLabel('Client name', { exact: true }).fill(NEW.name);
  await dialog.getByLabel('Role', { exact: true }).fill(NEW.role);
  await dialog.getByLabel('Company', { exact: true }).fill(NEW.company);
  await dialog.getByLabel('Project type', { exact: true }).fill(NEW.projectType);
  await dialog.getByLabel('Testimonial', { exact: true }).fill(NEW.quote);
  await expect(dialog.getByText(`${NEW.quote.length} / 3000 characters`)).toBeVisible();
  await dialog.getByRole('radio', { name: '4 stars' }).check();
  await dialog.getByRole('checkbox', { name: 'Featured testimonial' }).check();
  await dialog.getByLabel('Role (Norwegian)').fill(NEW.roleNo);
  await dialog.getByLabel('Project type (Norwegian)').fill(NEW.projectTypeNo);
  await dialog.getByLabel('Testimonial (Norwegian)').fill(NEW.quoteNo);
  await dialog.getByRole('button', { name: 'Create testimonial' }).click();
  await expect(page.getByText('Testimonial created')).toBeVisible();
  await expect(dialog).toBeHidden();

  // A new testimonial leads the list.
  const row = page.locator('article', { has: page.getByRole('heading', { name: NEW.name }) });
  await expect(row.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
  await expect(row.getByText('Featured', { exact: true })).toBeVisible();
  // Every Norwegian text written: the row names no missing translation.
  await expect(row.getByText(/in Norwegian/)).toHaveCount(0);
  await expect(listNames(page).first()).toHaveText(NEW.name);

  // Below the first two featured ones it is not on the home page...
  const featuredBefore = before.filter((item) => item.featured).map((item) => item.client_name);
  const down = page.getByRole('button', { name: `Move ${NEW.name} down` });
  const belowSecondFeatured = before.findIndex((item) => item.client_name === featuredBefore[1]) + 1;
  for (let step = 0; step < belowSecondFeatured; step++) await move(page, down);
  await page.reload();
  await expect(listNames(page).nth(belowSecondFeatured)).toHaveText(NEW.name);
  const site = await page.context().newPage();
  await offline(site);
  await site.goto('/');
  // The home page's testimonials are its figures that quote someone (the hero's figure is work).
  const homeTestimonials = site.locator('main figure:has(blockquote)');
  await expect(homeTestimonials).toHaveCount(2);
  await expect(homeTestimonials.first()).toContainText(featuredBefore[0]!);
  await expect(homeTestimonials.nth(1)).toContainText(featuredBefore[1]!);
  await expect(site.getByText(NEW.name)).toHaveCount(0);

  // ...and moved to the top with the keyboard, it is, before the one that led until now.
  await idle(site);
  const up = page.getByRole('button', { name: `Move ${NEW.name} up` });
  await up.focus();
  for (let step = 0; step < belowSecondFeatured; step++) {
    const saved = page.waitForResponse((response) => response.url().endsWith(`${API}/order`));
    await page.keyboard.press('Enter');
    expect((await saved).status()).toBe(200);
    await expect(up).toBeFocused();
  }
  await expect(up).toHaveAttribute('aria-disabled', 'true');
  expect((await storedList(page.request)).map((item) => item.id)).toEqual([expect.any(String), ...originalOrder]);

  for (const [prefix, texts] of [
    ['', { quote: `“${NEW.quote}”`, role: NEW.role, type: NEW.projectType, rating: 'Rated 4 out of 5', featured: 'Featured' }],
    ['/no', { quote: `«${NEW.quoteNo}»`, role: NEW.roleNo, type: NEW.projectTypeNo, rating: 'Vurdert til 4 av 5', featured: 'Utvalgt' }],
  ] as const) {
    await site.goto(prefix || '/');
    await expect(homeTestimonials).toHaveCount(2);
    await expect(homeTestimonials.first()).toContainText(NEW.name);
    await expect(homeTestimonials.first().locator('blockquote')).toHaveText(texts.quote);
    await expect(homeTestimonials.nth(1)).toContainText(featuredBefore[0]!);

    await site.goto(`${prefix}/testimonials`);
    const card = site.locator('main figure', { hasText: NEW.name });
    await expect(card.locator('blockquote')).toHaveText(texts.quote);
    await expect(card).toContainText(`${texts.role}, ${NEW.company}`);
    await expect(card).toContainText(texts.type);
    await expect(card.getByRole('img')).toHaveAccessibleName(texts.rating);
    await expect(card.getByText(texts.featured, { exact: true })).toBeVisible();
  }

  // Delete, after confirming: gone from the list and from the public pages.
  await idle(site);
  await page.getByRole('button', { name: `Actions for the testimonial from ${NEW.name}` }).click();
  await page.getByRole('menuitem', { name: `Delete the testimonial from ${NEW.name}` }).click();
  await page
    .getByRole('alertdialog', { name: `Delete the testimonial from ${NEW.name}? This cannot be undone.` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Testimonial deleted')).toBeVisible();
  await expect(page.getByRole('heading', { name: NEW.name })).toHaveCount(0);
  expect((await storedList(page.request)).map((item) => item.id)).toEqual(originalOrder);
  for (const path of ['/', '/testimonials', '/no', '/no/testimonials']) {
    await site.goto(path);
    await expect(site.locator('main')).toBeVisible();
    await expect(site.getByText(NEW.name), path).toHaveCount(0);
  }
  await site.goto('/');
  await expect(homeTestimonials.first()).toContainText(featuredBefore[0]!);
  await expect(homeTestimonials.nth(1)).toContainText(featuredBefore[1]!);
}

test('the section has its title and tab, and it and its open form have no serious accessibility problems', async ({ page }) => {
  test.setTimeout(90_000);
  await openSection(page);
  await expect(page).toHaveTitle('Testimonials | Admin | Nordlys Studio');
  await expect(page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Testimonials' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'New testimonial' }).click();
  const dialog = page.getByRole('dialog', { name: 'New testimonial' });
  await dialog.getByRole('button', { name: 'Create testimonial' }).click();
  await expect(dialog.getByLabel('Client name', { exact: true })).toHaveAccessibleDescription('Fill this in.');
  await expect(dialog.getByLabel('Client name', { exact: true })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('@mobile the section fits a 390 px screen and its form opens as a sheet', async ({ page }) => {
  await openSection(page);
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(await overflow()).toBe(0);
  // The last demo testimonial: the desktop flow, which may run meanwhile, never moves it.
  const name = (await storedList(page.request)).at(-1)!.client_name;
  const row = page.locator('article', { has: page.getByRole('heading', { name, exact: true }) });
  await row.scrollIntoViewIfNeeded();
  const menu = row.getByRole('button', { name: `Actions for the testimonial from ${name}` });
  for (const control of [row.getByRole('button', { name: `Move ${name} up` }), menu]) {
    const box = (await control.boundingBox())!;
    // Inside the screen and big enough to tap.
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.height).toBeGreaterThanOrEqual(36);
  }

  await menu.click();
  await page.getByRole('menuitem', { name: `Edit the testimonial from ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit testimonial' });
  await expect(dialog.getByLabel('Client name', { exact: true })).toHaveValue(name);
  const sheet = (await dialog.boundingBox())!;
  expect(sheet.width).toBeLessThanOrEqual(390);
  await expect(dialog.getByRole('button', { name: 'Update testimonial' })).toBeInViewport();
  await dialog.getByLabel('Testimonial (Norwegian)').scrollIntoViewIfNeeded();
  await expect(dialog.getByLabel('Testimonial (Norwegian)')).toBeInViewport();
  expect(await overflow()).toBe(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

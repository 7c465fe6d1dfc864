import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signInThroughApi } from '../support/admin-http';
import { readJsonLd } from '../support/json-ld';
import { buyProducts, deactivateProducts, deleteProducts, storePayloadProducts, type StoredProduct } from './xss-products';
import { deleteProjects, storePayloadProjects, storyMarker, type StoredProject, type UrlVerdict } from './xss-projects';
import { audit, watchForXss, type XssWatch } from './xss-watch';

// Stored XSS: known payloads saved through every text field an admin can write, then every page
// that renders them opened in Chromium, which must run none of them (no marker call, dialog,
// navigation or pop-up), let the Content-Security-Policy refuse nothing (the sanitizer, not only
// the policy, must have stopped them), hold no dangerous element or attribute, and still show the
// payloads as text.

// The second e2e server (scripts/e2e-server.mjs, its own database): the public project tests on
// the first one count exactly the demo projects.
const SECOND_SERVER = `http://localhost:${Number(process.env.E2E_PORT ?? 3100) + 1}`;
test.use({ baseURL: SECOND_SERVER });
test.describe.configure({ mode: 'serial' });

let api: APIRequestContext;
let token: string;
let projects: StoredProject[] = [];
let verdicts: UrlVerdict[] = [];
let products: StoredProduct[] = [];
let boughtProducts: StoredProduct[] = [];

test.beforeAll(async ({ playwright }) => {
  api = await playwright.request.newContext({ baseURL: SECOND_SERVER });
  token = await signInThroughApi(api);
});

test.afterAll(async () => {
  if (token) await deleteProjects(api, token, projects);
  if (token) await deleteProducts(api, token, products);
  if (token) await deactivateProducts(api, token, boughtProducts);
  await api?.dispose();
});

/** The payloads' own hosts, and Google's tag (this server has analytics), answered locally. */
async function offline(page: Page) {
  await page.route(/^https?:\/\/x\.test\//, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '' }));
  await page.route(/googletagmanager\.com|google-analytics\.com/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  );
}

/** Clicks what looks like a link or button of a payload ("click-…"): a script URL would run now. */
async function clickPayloadLinks(page: Page) {
  const targets = page.locator('main').getByText(/^click-/);
  for (const target of await targets.all()) await target.dispatchEvent('click');
}

/** Nothing ran or navigated (first: after a navigation the DOM would be another page's), and the DOM is clean. */
async function expectSafe(page: Page, watch: XssWatch, response: Awaited<ReturnType<XssWatch['visit']>>, where: string) {
  await watch.expectNothingRan(where);
  expect(await audit(page, response), `dangerous markup on ${where}`).toEqual([]);
}

const text = (project: StoredProject, locale: 'en' | 'no') =>
  locale === 'en'
    ? {
        title: project.texts.title,
        summary: project.texts.short_description,
        client: project.texts.client_name,
        timeline: project.texts.project_timeline,
        heroAlt: project.texts.hero_image_alt,
        seoTitle: project.texts.seo_title,
        seoDescription: project.texts.seo_description,
      }
    : {
        title: project.texts.title_no,
        summary: project.texts.short_description_no,
        client: project.texts.client_name,
        timeline: project.texts.project_timeline_no,
        heroAlt: project.texts.hero_image_alt_no,
        seoTitle: project.texts.seo_title_no,
        seoDescription: project.texts.seo_description_no,
      };

test('the payloads are stored through every text field, or refused with a detail', async () => {
  ({ projects, verdicts } = await storePayloadProjects(api, token));
  // Whatever the API accepted, it must not have stored a script URL in a URL field.
  for (const verdict of verdicts.filter((v) => v.status === 200))
    expect(verdict.payload, JSON.stringify(verdict)).not.toMatch(/^url-(js|data|vbscript)/);
  console.log(`stored ${projects.length} projects; URL fields: ${verdicts.map((v) => `${v.payload}/${v.field}=${v.status}`).join(', ')}`);
});

test('the payloads are stored through every product text field', async () => {
  products = await storePayloadProducts(api, token);
  console.log(`stored ${products.length} products`);
});

for (const locale of ['en', 'no'] as const) {
  const prefix = locale === 'en' ? '' : '/no';
  const shopText = (product: StoredProduct) =>
    locale === 'en'
      ? { title: product.texts.title, description: product.texts.description, subcategory: product.texts.subcategory }
      : { title: product.texts.title_no, description: product.texts.description_no, subcategory: product.texts.subcategory_no };

  test(`the ${locale} shop and every product page show the product payloads as text and run none`, async ({ page }) => {
    test.setTimeout(300_000);
    await offline(page);
    const watch = await watchForXss(page);
    await expectSafe(page, watch, await watch.visit(`${prefix}/digital-products`), `${prefix}/digital-products`);
    for (const product of products) {
      const { title, subcategory } = shopText(product);
      await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
      await expect(page.getByText(subcategory, { exact: true }).first()).toBeVisible();
    }
    for (const product of products) {
      const path = `${prefix}/digital-products/${product.id}`;
      const { title, description } = shopText(product);
      await expectSafe(page, watch, await watch.visit(path), path);
      expect(await page.locator('h1').textContent()).toBe(title);
      expect(await page.title()).toContain(title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description);
      await expect(page.getByText(description, { exact: true }).first()).toBeVisible();
      await clickPayloadLinks(page);
      await watch.expectNothingRan(`${path}, after clicking the payloads' links`);
    }
  });
}

test('the admin products screen and each product form show the payloads as text and run none', async ({ page }) => {
  test.setTimeout(180_000);
  await offline(page);
  const watch = await watchForXss(page);
  await signInThroughApi(page.request);
  const response = await watch.visit('/admin/products');
  for (const product of products)
    await expect(page.getByRole('heading', { name: product.texts.title, exact: true })).toBeVisible({ timeout: 20_000 });
  await expectSafe(page, watch, response, '/admin/products');
  for (const product of products) {
    await page.getByRole('button', { name: `Edit ${product.texts.title}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Product' });
    await expect(dialog.getByLabel('Title *')).toHaveValue(product.texts.title, { timeout: 15_000 });
    await expect(dialog.getByLabel('Subcategory (Norwegian)')).toHaveValue(product.texts.subcategory_no);
    await expectSafe(page, watch, response, `the edit form of product ${product.id}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
});

for (const locale of ['en', 'no'] as const) {
  const prefix = locale === 'en' ? '' : '/no';

  test(`the ${locale} project list and home page show the payloads as text and run none`, async ({ page }) => {
    test.setTimeout(120_000);
    await offline(page);
    const watch = await watchForXss(page);

    await expectSafe(page, watch, await watch.visit(`${prefix}/projects`), `${prefix}/projects`);
    for (const project of projects) {
      await expect(page.getByRole('link', { name: text(project, locale).title, exact: true })).toBeVisible();
      await expect(page.getByText(text(project, locale).summary, { exact: true }).first()).toBeVisible();
    }

    await expectSafe(page, watch, await watch.visit(prefix || '/'), prefix || '/');
    for (const project of projects.filter((p) => p.featured)) {
      await expect(page.getByRole('link', { name: text(project, locale).title, exact: true })).toBeVisible();
    }
  });

  test(`every ${locale} project page shows the payloads as text and runs none`, async ({ page }) => {
    test.setTimeout(300_000);
    await offline(page);
    const watch = await watchForXss(page);
    for (const project of projects) {
      const path = `${prefix}/projects/${project.slug}`;
      const { title, summary, client, timeline, heroAlt, seoTitle, seoDescription } = text(project, locale);
      await expectSafe(page, watch, await watch.visit(path), path);
      // Rendered, and literally: the markup is text in the heading, the title (the SEO override),
      // the meta tags, the hero's alt attribute and the JSON-LD.
      expect(await page.locator('h1').textContent()).toBe(title);
      expect(await page.title()).toContain(seoTitle);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', seoDescription);
      expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe(`${seoTitle} | Nordlys Studio`);
      expect(await page.locator('main img').first().getAttribute('alt')).toBe(heroAlt);
      expect((await readJsonLd(page)).map((item: { name?: string }) => item.name)).toContain(title);
      await expect(page.getByText(summary, { exact: true }).first()).toBeVisible();
      await expect(page.getByText(client, { exact: true }).first()).toBeVisible();
      await expect(page.getByText(timeline, { exact: true }).first()).toBeVisible();
      await expect(page.getByText(storyMarker(locale), { exact: true })).toBeVisible();
      await clickPayloadLinks(page);
      await watch.expectNothingRan(`${path}, after clicking the payloads' links`);
    }
  });
}

test('the admin dashboard and each edit form show the payloads as text and run none', async ({ page }) => {
  test.setTimeout(300_000);
  await offline(page);
  const watch = await watchForXss(page);
  // The request context of a page shares its cookies: this signs the page in.
  await signInThroughApi(page.request);
  const response = await watch.visit('/admin');
  // The dashboard lists the projects once the browser has fetched them.
  await expect(page.getByRole('heading', { name: 'Projects Management' })).toBeVisible({ timeout: 20_000 });
  for (const project of projects) await expect(page.getByRole('heading', { name: project.texts.title, exact: true })).toBeVisible();
  await expectSafe(page, watch, response, '/admin');

  for (const project of projects) {
    await page.getByRole('button', { name: `Edit ${project.texts.title}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Project' });
    // The form's editor is a chunk of its own, fetched when the form opens.
    await expect(dialog.getByText(storyMarker('en'), { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(dialog.getByText(storyMarker('no'), { exact: true })).toBeVisible();
    await expect(dialog.getByLabel('Title *')).toHaveValue(project.texts.title);
    await expect(dialog.getByLabel('Title (Norwegian)')).toHaveValue(project.texts.title_no);
    await expectSafe(page, watch, response, `the edit form of ${project.slug}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
});

test('the admin orders screen shows bought products with the payloads as text and runs none', async ({ page }) => {
  test.setTimeout(180_000);
  // Products of their own: a bought product cannot be deleted, so these leave the shop afterwards.
  boughtProducts = await storePayloadProducts(api, token);
  await buyProducts(api, SECOND_SERVER, boughtProducts);
  await offline(page);
  const watch = await watchForXss(page);
  await signInThroughApi(page.request);
  const response = await watch.visit('/admin/orders');
  const rows = page.getByTestId('admin-order-row');
  for (const product of boughtProducts) await expect(rows.getByText(product.texts.title, { exact: true })).toBeVisible({ timeout: 20_000 });
  await expectSafe(page, watch, response, '/admin/orders');

  // Filtered by one of them (opened at the filter's address: choosing it rewrites the address,
  // which the watch would take for a navigation): the chart's caption and the select name it too.
  const [first] = boughtProducts;
  const filtered = `/admin/orders?product=${first!.id}`;
  const filteredResponse = await watch.visit(filtered);
  await expect(rows).toHaveCount(1, { timeout: 20_000 });
  await expect(page.getByLabel('Product', { exact: true })).toHaveValue(first!.id);
  await expect(
    page.getByRole('table', { name: `${first!.texts.title}: paid orders per month over the last 12 months (refunds left out)` }),
  ).toBeAttached();
  await expectSafe(page, watch, filteredResponse, filtered);

  // The refund's question names it as well.
  await rows.getByRole('button', { name: /^Mark the order of / }).click();
  const question = page.getByRole('alertdialog');
  await expect(question.getByRole('heading')).toContainText(first!.texts.title);
  await expectSafe(page, watch, filteredResponse, 'the refund question of a payload product');
  await question.getByRole('button', { name: 'Cancel' }).click();
});

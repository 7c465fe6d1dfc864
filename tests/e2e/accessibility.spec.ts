import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { localizedPath } from '@/i18n/paths';
import { demoProjects } from '@/lib/db/seed/data/projects';

const PATHS = [
  '/',
  '/about',
  '/services',
  '/projects',
  `/projects/${demoProjects[0]!.slug}`,
  '/projects/does-not-exist',
  '/testimonials',
  '/digital-products',
  '/digital-products/success',
  '/digital-products/does-not-exist',
  '/contact',
  '/book',
  '/privacy-policy',
  '/terms-of-service',
];

/** Serious and critical axe violations, each with where it occurs, so a failure says what to fix. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, help: violation.help, targets: violation.nodes.map((node) => node.target.join(' ')) }));
}

for (const locale of ['en', 'no'] as const) {
  for (const path of PATHS) {
    const url = localizedPath(path, locale);
    test(`${url} has no serious accessibility problems`, async ({ page }) => {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}

test('a product page has no serious accessibility problems in either language', async ({ page, request }) => {
  const [product] = (await (await request.get('/api/digital-products')).json()) as { id: string }[];
  for (const prefix of ['', '/no']) {
    await page.goto(`${prefix}/digital-products/${product!.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  }
});

test.describe('on a phone @mobile', () => {
  test('the home page and the open menu have no serious accessibility problems', async ({ page }) => {
    await page.goto('/no');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Åpne meny' }).tap();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

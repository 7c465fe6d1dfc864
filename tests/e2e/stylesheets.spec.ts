import { expect, test, type Page } from '@playwright/test';

// Visitors download the public stylesheet only (app/globals.css); the admin's own classes are in
// app/admin/admin.css, which only the admin's pages load.

/** The addresses of the stylesheets a page has loaded. */
const stylesheetsOf = (page: Page) =>
  page.evaluate(() =>
    [...document.styleSheets]
      .map((sheet) => sheet.href)
      .filter((href): href is string => Boolean(href))
      .map((href) => new URL(href).pathname),
  );

test('public pages load the public stylesheet only, the admin loads its own as well and is styled by it', async ({ page }) => {
  await page.goto('/admin/login');
  const adminSheets = await stylesheetsOf(page);
  // The sign-in screen centres its card with a class that no public page uses.
  await expect(page.locator('main').first()).toHaveCSS('place-items', 'center');

  await page.goto('/');
  const publicSheets = await stylesheetsOf(page);
  expect(publicSheets.length).toBeGreaterThan(0);
  const adminOnly = adminSheets.filter((href) => !publicSheets.includes(href));
  expect(adminOnly).toHaveLength(1);
  for (const path of ['/no/projects', '/privacy-policy']) {
    await page.goto(path);
    expect(await stylesheetsOf(page)).not.toContain(adminOnly[0]);
  }
});

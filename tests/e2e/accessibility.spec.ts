import { expect, test } from '@playwright/test';
import { seriousViolations } from './eye/accessibility';

// Every public page in both languages is checked with axe on its visitor's-eye load
// (visitor-eye.spec.ts, at 1280 px); the admin's sections in their own specs. Here: what only a
// phone shows.

test.describe('on a phone @mobile', () => {
  test('the home page and the open menu have no serious accessibility problems', async ({ page }) => {
    await page.goto('/no');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Åpne meny' }).tap();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

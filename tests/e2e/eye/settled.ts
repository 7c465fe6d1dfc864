import { expect, type Page } from '@playwright/test';

/** Lists that load in the browser have their rows: nothing on the page says aria-busy (the admin's spinner and lists do). */
export const listsLoaded = (page: Page) => expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

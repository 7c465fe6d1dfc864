import { expect, type BrowserContext, type Page } from '@playwright/test';
import { escapeRegExp } from './texts';

// The admin's toasts (sonner) as they come, each once: a flow saves several times within the few
// seconds a toast stays, so "a toast saying Updated is on screen" could be the previous save's.
// Each toast's text is kept in the page as it appears, and a flow asks for one after its mark.

declare global {
  interface Window {
    __toasts?: string[];
  }
}

/** Starts keeping the toasts of the page, or of every page the context opens, from its next load on. */
export async function keepToasts(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(() => {
    const seen = new WeakSet<Element>();
    window.__toasts = [];
    const collect = () => {
      for (const toast of document.querySelectorAll('[data-sonner-toast]')) {
        const text = toast.textContent?.trim();
        if (seen.has(toast) || !text) continue;
        seen.add(toast);
        window.__toasts!.push(text);
      }
    };
    new MutationObserver(collect).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** How many toasts the page has shown so far: the mark to ask from. */
export const toastMark = (page: Page) => page.evaluate(() => window.__toasts?.length ?? 0);

/** Waits for a toast after `mark` whose text starts with `text` (an Undo button may follow it). */
export async function expectToast(page: Page, mark: number, text: string): Promise<void> {
  await expect
    .poll(() => page.evaluate((from) => (window.__toasts ?? []).slice(from), mark), { message: `a toast "${text}"` })
    .toContainEqual(expect.stringMatching(new RegExp(`^${escapeRegExp(text)}`)));
}

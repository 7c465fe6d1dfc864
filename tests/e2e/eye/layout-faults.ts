import type { Page } from '@playwright/test';
import { listsLoaded } from './settled';

/**
 * Images laid out visible that render at zero width or height or did not load, and a document
 * wider than the viewport (with the widest elements that stick out, so the report says where).
 * Run after `loadWholePage`, which has made every image eager and waited for it.
 */
export function layoutFaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const faults: string[] = [];
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : '';
      const text = (element.getAttribute('alt') || element.getAttribute('src') || element.textContent || '').trim().slice(0, 50);
      return `${element.tagName.toLowerCase()}${id} "${text}"`;
    };
    for (const image of document.querySelectorAll('img')) {
      // Laid out and meant to be seen: no display:none or visibility:hidden on it or above it.
      if (!image.checkVisibility({ visibilityProperty: true })) continue;
      const rect = image.getBoundingClientRect();
      if (rect.width < 1 || rect.height < 1)
        faults.push(`image rendered ${Math.round(rect.width)}×${Math.round(rect.height)}: ${describe(image)}`);
      else if (image.naturalWidth === 0) faults.push(`image not loaded: ${describe(image)}`);
    }
    const viewport = document.documentElement.clientWidth;
    const documentWidth = document.documentElement.scrollWidth;
    if (documentWidth > viewport) {
      const outside = [...document.body.querySelectorAll('*')]
        .filter((element) => element.getBoundingClientRect().right > viewport + 1 && element.checkVisibility())
        // The innermost ones: an element sticking out makes its ancestors stick out too.
        .filter((element, _, all) => !all.some((other) => other !== element && element.contains(other)))
        .slice(0, 3)
        .map((element) => `${describe(element)} to ${Math.round(element.getBoundingClientRect().right)} px`);
      faults.push(`document ${documentWidth} px wide in a ${viewport} px viewport: ${outside.join('; ')}`);
    }
    return faults;
  });
}

/** Lists have their rows, every image loads now and decodes synchronously, the page is scrolled through once and settles. */
export async function loadWholePage(page: Page): Promise<void> {
  // Images that come with the rows would otherwise still be loading when the checks look at them.
  await listsLoaded(page);
  await page.evaluate(async () => {
    for (const image of document.querySelectorAll('img')) {
      image.loading = 'eager';
      image.decoding = 'sync';
    }
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  });
  // Every image loaded or failed is what the checks need; waiting for the network to go quiet as
  // well cost half a second a page.
  await page.waitForFunction(() => [...document.images].every((image) => image.complete), undefined, { timeout: 15_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
}

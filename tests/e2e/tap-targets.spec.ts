import { expect, test, type Page } from '@playwright/test';
import { localizedPath } from '@/i18n/paths';
import { demoProjects } from '@/lib/db/seed/data/projects';

// WCAG 2.2 SC 2.5.8 (Target Size, Minimum): every pointer target is at least 24 by 24 CSS px, on a
// phone (390 px) where fingers are what points. Measured on every public page in both languages.
//
// Exempt, as the SC allows:
//  - inline links in running text: an <a> laid out inline inside a <p> (or a list item of prose)
//    that holds more text than the link, whose size the line height of the sentence sets;
//  - what nobody is meant to point at: visually hidden elements (the skip link until it is
//    focused; it is then 40 px tall) and the hidden honeypot field of the contact form.

const MIN = 24;

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
  '/contact',
  '/downloads',
  '/privacy-policy',
  '/terms-of-service',
  '/does-not-exist',
];

interface Target {
  what: string;
  width: number;
  height: number;
}

/** Every visible, non-exempt control in `root` that is smaller than `min` px either way. */
function smallTargets(page: Page, min: number, root = 'body'): Promise<Target[]> {
  return page.evaluate(
    ({ min, root }) => {
      const selector = 'a[href], button, [role="button"], summary, input:not([type="hidden"]), select, textarea';
      const inlineInText = (element: Element) => {
        if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
        const block = element.closest('p, li, dd');
        return block !== null && (block.textContent ?? '').trim().length > (element.textContent ?? '').trim().length;
      };
      const hidden = (element: Element) => {
        const rect = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return (
          rect.width === 0 ||
          rect.height === 0 ||
          style.visibility === 'hidden' ||
          element.closest('[aria-hidden="true"]') !== null ||
          // Visually hidden until focused (Tailwind's sr-only clips it away).
          style.clipPath === 'inset(50%)'
        );
      };
      return [...document.querySelector(root)!.querySelectorAll(selector)]
        .filter((element) => !hidden(element) && !inlineInText(element))
        .map((element) => {
          const rect = element.getBoundingClientRect();
          const name = element.getAttribute('aria-label') ?? (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
          return { what: `${element.tagName.toLowerCase()} "${name}"`, width: Math.round(rect.width), height: Math.round(rect.height) };
        })
        .filter((target) => target.width < min || target.height < min);
    },
    { min, root },
  );
}

for (const locale of ['en', 'no'] as const) {
  for (const path of PATHS) {
    const url = localizedPath(path, locale);
    test(`${url}: every control is at least 24 px tall and wide @mobile`, async ({ page }) => {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await smallTargets(page, MIN)).toEqual([]);
    });
  }
}

test('a product page: every control is at least 24 px tall and wide @mobile', async ({ page, request }) => {
  const [product] = (await (await request.get('/api/digital-products')).json()) as { id: string }[];
  for (const prefix of ['', '/no']) {
    await page.goto(`${prefix}/digital-products/${product!.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await smallTargets(page, MIN)).toEqual([]);
  }
});

test('the header and the open menu are comfortable thumb targets (44 px) @mobile', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).tap();
  await expect(page.locator('#mobile-menu')).toBeVisible();
  expect(await smallTargets(page, 44, 'body > header')).toEqual([]);
});

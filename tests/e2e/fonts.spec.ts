import { expect, type Page } from '@playwright/test';
import { test } from './warm-context';
import { localizedPath } from '@/i18n/paths';
import { projectSeeds } from '@/lib/db/seed/data/projects';

// The pages whose text is ours (interface texts and demo content), in both languages.
const PATHS = [
  '/',
  '/about',
  '/services',
  '/projects',
  `/projects/${projectSeeds[0]!.slug}`,
  '/testimonials',
  '/digital-products',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
];

/**
 * The characters of the page's text that its web font (one of ours) lacks, with the family that
 * lacks them. A glyph missing from our font subsets makes the browser search the system's fonts
 * during layout and draw that character in whatever font it finds.
 *
 * How a missing glyph is told apart: the browser measures the character in the family with two
 * different generic fallbacks behind it. A glyph of the family itself gives the same width both
 * times; a missing one is drawn by the fallbacks, which differ.
 */
async function charactersMissingFromTheirFont(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const unquoted = (family: string) => family.trim().replace(/^"|"$/g, '');
    const ours = new Set([...document.fonts].map((face) => unquoted(face.family)));
    const byFont = new Map<string, Set<string>>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || element.closest('script, style, noscript, svg') || !element.checkVisibility()) continue;
      const style = getComputedStyle(element);
      const family = unquoted(style.fontFamily.split(',')[0]!);
      // Text set in a system family on purpose (the admin sign-in's monospace hint) is not checked.
      if (!ours.has(family)) continue;
      const font = `${style.fontStyle} ${style.fontWeight} 40px ${family}`;
      const characters = byFont.get(font) ?? new Set<string>();
      for (const character of node.textContent ?? '') if (character.trim()) characters.add(character);
      byFont.set(font, characters);
    }
    const context = document.createElement('canvas').getContext('2d')!;
    const width = (font: string, character: string) => {
      context.font = font;
      return context.measureText(character).width;
    };
    const missing: string[] = [];
    for (const [font, characters] of byFont) {
      await document.fonts.load(font, [...characters].join(''));
      for (const character of characters) {
        if (width(`${font}, monospace`, character) !== width(`${font}, serif`, character)) {
          missing.push(`${character} (U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}) in ${font}`);
        }
      }
    }
    return missing;
  });
}

for (const locale of ['en', 'no'] as const) {
  for (const path of PATHS) {
    const url = localizedPath(path, locale);
    test(`${url} draws all its text in the site's own fonts`, async ({ page }) => {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await charactersMissingFromTheirFont(page)).toEqual([]);
    });
  }
}

test("a product page and the admin sign-in draw all their text in the site's own fonts", async ({ page, request }) => {
  const [product] = (await (await request.get('/api/digital-products')).json()) as { id: string }[];
  const productPath = `/digital-products/${product!.id}`;
  for (const url of [productPath, localizedPath(productPath, 'no'), '/admin/login']) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await charactersMissingFromTheirFont(page), url).toEqual([]);
  }
});

import type { Page } from '@playwright/test';
import { englishKeyOf, type EnglishValues } from '../../support/english-values';

// What a Norwegian page shows that is English: each string on it (text, labelling attributes, the
// title) that is an English value of the catalogues compared (tests/support/english-values.ts).

/**
 * The page's text nodes (outside scripts and styles), its labelling attributes and its title;
 * not what is marked as another language (the header's link to the English page, in English).
 */
async function shownStrings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const pageLanguage = document.documentElement.lang;
    const inPageLanguage = (element: Element | null) => (element?.closest('[lang]')?.getAttribute('lang') ?? pageLanguage) === pageLanguage;
    const strings: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      if (node.parentElement?.closest('script, style, noscript, template')) continue;
      if (!inPageLanguage(node.parentElement)) continue;
      const text = node.textContent?.trim();
      if (text) strings.push(text);
    }
    for (const element of document.querySelectorAll('[aria-label], [title], [alt], [placeholder]')) {
      if (!inPageLanguage(element)) continue;
      for (const name of ['aria-label', 'title', 'alt', 'placeholder']) {
        const value = element.getAttribute(name)?.trim();
        if (value) strings.push(value);
      }
    }
    return strings;
  });
}

/** The English strings on the page, each with the message key it comes from. */
export async function englishOn(page: Page, english: EnglishValues): Promise<string[]> {
  const found = new Set<string>();
  for (const text of await shownStrings(page)) {
    const key = englishKeyOf(text, english);
    if (key) found.add(`"${text}" (${key})`);
  }
  return [...found];
}

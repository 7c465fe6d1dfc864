import { expect } from '@playwright/test';
import { test } from './warm-context';
import en from '@/messages/en.json';
import no from '@/messages/no.json';

// One editorial language on the public pages (issue 34): every heading of a page's main content set
// to the left, "e-mail"/"e-post" never breakable at its hyphen (a word joiner, U+2060, after it), and no
// "Featured" badge on a card in a section whose heading already says the work is featured.

const PAGES = ['/', '/about', '/services', '/contact', '/testimonials', '/projects', '/privacy-policy', '/terms-of-service'];
const LANGUAGES = [
  // English mostly writes "email"; Norwegian's contact page names "e-post" in its details and form.
  { prefix: '', featured: en.Common.featured, featuredHeading: /featured/i, namesEmail: null },
  { prefix: '/no', featured: no.Common.featured, featuredHeading: /utvalgt/i, namesEmail: '/contact' },
];

interface PageReport {
  /** Each h1/h2 of the main content whose text is not set to the left, with its alignment. */
  unaligned: string[];
  /** Text that could break at an e-mail's hyphen. */
  breakableEmail: string[];
  /** Whether the page shows "e-mail"/"e-post" with its non-breaking hyphen. */
  hasNonBreakingEmail: boolean;
  /** Headings of "featured" sections with a Featured badge inside. */
  featuredTwice: string[];
}

async function report(page: import('@playwright/test').Page, featured: string, featuredHeading: RegExp): Promise<PageReport> {
  return page.evaluate(
    ({ featured, featuredSource, featuredFlags }) => {
      const main = document.querySelector('main')!;
      const visible = (element: Element) => (element as HTMLElement).offsetParent !== null;
      const unaligned = [...main.querySelectorAll('h1, h2')]
        .filter(visible)
        .map((heading) => ({ heading, align: getComputedStyle(heading).textAlign }))
        .filter(({ align }) => align !== 'left' && align !== 'start')
        .map(({ heading, align }) => `${heading.textContent?.trim()} (${align})`);

      const texts: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
        acceptNode: (node) =>
          node.parentElement?.closest('script, style, noscript') ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT,
      });
      while (walker.nextNode()) texts.push(walker.currentNode.textContent ?? '');
      const labels = [...document.querySelectorAll('[aria-label], [placeholder], [title]')].flatMap((element) =>
        ['aria-label', 'placeholder', 'title'].map((name) => element.getAttribute(name) ?? ''),
      );
      const shown = [...texts, ...labels, document.title];

      const isFeatured = new RegExp(featuredSource, featuredFlags);
      const featuredTwice = [...main.querySelectorAll('section')]
        .map((section) => ({ section, heading: section.querySelector('h2')?.textContent?.trim() ?? '' }))
        .filter(({ heading }) => isFeatured.test(heading))
        .filter(({ section }) => [...section.querySelectorAll('span, p')].some((element) => element.textContent?.trim() === featured))
        .map(({ heading }) => heading);

      return {
        unaligned,
        breakableEmail: shown.filter((text) => /\b[Ee]-(mail|post)/.test(text)).map((text) => text.trim().slice(0, 80)),
        hasNonBreakingEmail: shown.some((text) => /\b[Ee]-\u2060(mail|post)/.test(text)),
        featuredTwice,
      };
    },
    { featured, featuredSource: featuredHeading.source, featuredFlags: featuredHeading.flags },
  );
}

for (const { prefix, featured, featuredHeading, namesEmail } of LANGUAGES) {
  test(`one editorial language on the public pages (${prefix || '/'})`, async ({ page }) => {
    const emailPages: string[] = [];
    for (const path of PAGES) {
      const address = `${prefix}${path === '/' && prefix ? '' : path}`;
      const response = await page.goto(address);
      expect(response?.status(), address).toBe(200);
      const found = await report(page, featured, featuredHeading);
      expect.soft(found.unaligned, `${address}: headings not set to the left`).toEqual([]);
      expect.soft(found.breakableEmail, `${address}: e-mail with a breakable hyphen`).toEqual([]);
      expect.soft(found.featuredTwice, `${address}: Featured badge under a featured heading`).toEqual([]);
      if (found.hasNonBreakingEmail) emailPages.push(path);
    }
    // The check above looked at real text: the page that names e-post shows it unbreakable.
    if (namesEmail) expect(emailPages).toContain(namesEmail);
  });
}

import type { Page } from '@playwright/test';

export interface TextRules {
  /** Names whose capitals are theirs (the demo's records, the studio, brands): see ./proper-names.ts. */
  names: string[];
  /** The page's language tag, whose month and weekday names Intl gives. */
  language: string;
  /**
   * The admin lists what visitors and other specs typed (messages, bookings, discount codes): the
   * quote and casing checks read only its own words there, in headings, labels, tabs and buttons
   * outside the lists of records.
   */
  admin: boolean;
}

const SKIP = 'script, style, noscript, template, code, pre, kbd, samp, textarea, [contenteditable="true"]';

/**
 * A message key ("Namespace.key") or next-intl's fallback for a missing message, in the page's text,
 * title or labelling attributes. A check of its own: the admin's flows run it alone on every screen
 * they open, where the other text checks took about a second each (tests/e2e/flows/screen.ts).
 */
export function messageKeyFaults(page: Page): Promise<string[]> {
  return page.evaluate((SKIP) => {
    const faults: string[] = [];
    const quote = (text: string) => `"${text.trim().replace(/\s+/g, ' ').slice(0, 80)}"`;
    // "Namespace.key", as next-intl renders a message it cannot find; not a file name, "Node.js" or
    // an abbreviation ("Org.nr."): a key's name has three letters or more.
    const KEY = /\b[A-Z][A-Za-z]+\.[a-z][A-Za-z0-9]{2,}\b/g;
    const NOT_A_KEY = /\.(js|ts|css|html|pdf|zip|png|jpe?g|svg|webp|gif|docx?|xlsx?|csv|md|psd|ai|fig|mp4|io|com|net|org|no)$/;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const texts: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && !parent.closest(SKIP) && node.textContent!.trim()) texts.push(node.textContent!);
    }
    const attributes = [...document.querySelectorAll('[aria-label], [alt], [placeholder], [title]')].flatMap((element) =>
      ['aria-label', 'alt', 'placeholder', 'title'].map((name) => element.getAttribute(name) ?? ''),
    );
    for (const text of [document.title, ...texts, ...attributes]) {
      for (const [key] of text.matchAll(KEY)) if (!NOT_A_KEY.test(key)) faults.push(`message key ${key} in ${quote(text)}`);
    }
    return faults;
  }, SKIP);
}

/**
 * The visible words' faults: a message key or next-intl's fallback for a missing message, a straight
 * quote, a word broken across lines at its hard hyphen, and a control that breaks sentence case.
 */
export async function textFaults(page: Page, rules: TextRules): Promise<string[]> {
  const keys = await messageKeyFaults(page);
  const words = await page.evaluate(
    ({ names, language, admin, SKIP }) => {
      const faults: string[] = [];
      const CHROME = 'h1, h2, h3, h4, h5, h6, label, legend, button, [role="button"], [role="tab"], summary, th, a[href], nav';
      const RECORDS = 'tbody, tr, [role="row"], li, [role="listitem"], article';
      const BLOCKS = 'p, li, dd, dt, td, th, figcaption, blockquote, h1, h2, h3, h4, h5, h6, label, button, a';
      // Where a break at a hard hyphen reads as a fault: the interface's controls and headings, a
      // page's header (its lead: "30-/minute") and the site's footer ("women-/owned"); in running
      // text (an about page's paragraphs, the legal texts) it is ordinary typesetting.
      const DISPLAY = `${CHROME}, header, footer`;
      const shown = (element: Element) => {
        const rect = element.getBoundingClientRect();
        return rect.width > 1 && rect.height > 1 && element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
      };
      const ours = (element: Element) => !admin || (element.closest(CHROME) !== null && element.closest(RECORDS) === null);
      const quote = (text: string) => `"${text.trim().replace(/\s+/g, ' ').slice(0, 80)}"`;

      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const texts: Text[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (parent && !parent.closest(SKIP) && node.textContent!.trim()) texts.push(node as Text);
      }

      for (const node of texts) {
        const parent = node.parentElement!;
        if (!shown(parent) || !ours(parent)) continue;
        const value = node.textContent!;
        if (/["']/.test(value)) faults.push(`straight quote in ${quote(value)}`);
        const block = parent.closest(BLOCKS) ?? parent;
        if (!block.closest(DISPLAY)) continue;
        for (const match of value.matchAll(/[\p{L}\p{N}]-\p{L}/gu)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + 3);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (lines.size > 1)
            faults.push(`line break at the hyphen of ${quote(value.slice(Math.max(0, match.index - 12), match.index + 14))}`);
        }
      }

      // Sentence case: the first word capitalised, the rest not, but for names, acronyms and the
      // language's month and weekday names.
      const calendar = new Set<string>();
      for (let month = 0; month < 12; month++)
        for (const style of ['long', 'short'] as const)
          calendar.add(new Date(2026, month, 1).toLocaleString(language, { month: style }).replace('.', ''));
      for (let day = 1; day <= 7; day++)
        for (const style of ['long', 'short'] as const)
          calendar.add(new Date(2026, 1, day).toLocaleString(language, { weekday: style }).replace('.', ''));
      const controls = [...document.querySelectorAll('a[href], button, [role="button"], [role="tab"], summary')];
      for (const control of controls) {
        if (!shown(control) || !ours(control) || control.querySelector('h1, h2, h3, h4, h5, h6, img, p')) continue;
        // Each line of a control is a phrase of its own ("Service 1" above "Website design"); the first
        // word with letters leads it ("7. Refunds and right of withdrawal"). innerText keeps CSS's
        // capitals, so an uppercase label is not judged by its source's casing.
        const offending = (control as HTMLElement).innerText.split('\n').flatMap((line) => {
          let phrase = line;
          for (const name of names) phrase = phrase.replaceAll(name, '');
          const words = phrase.trim().split(/[\s/–—]+/);
          const rest = words.slice(words.findIndex((word) => /\p{L}/u.test(word)) + 1);
          return rest.filter((word, index) => {
            const bare = word.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
            const afterSentence = index > 0 && /[.:!?]$/.test(rest[index - 1]!);
            return /^\p{Lu}\p{Ll}/u.test(bare) && !afterSentence && !calendar.has(bare);
          });
        });
        if (offending.length) faults.push(`not sentence case (${offending.join(', ')}): ${quote(control.textContent ?? '')}`);
      }
      return faults;
    },
    { ...rules, SKIP },
  );
  return [...keys, ...words];
}

import { jsonLdOf } from './xss-html-audit';

// Where a rendered page shows a stored text, for the stored-XSS checks: its visible text (outside
// scripts and styles, so a text found there was escaped, not parsed), an attribute's value (alt,
// aria-label, a meta's content), a string of its JSON-LD, or of the metadata Next renders in its head.

const HIDDEN = new Set(['SCRIPT', 'STYLE', 'TEMPLATE']);

function visibleText(document: Document): string {
  const walker = document.createTreeWalker(document.documentElement, 4 /* NodeFilter.SHOW_TEXT */);
  let text = '';
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    if (!HIDDEN.has(node.parentElement?.tagName ?? '')) text += node.nodeValue;
  return text;
}

const stringsOf = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(stringsOf) : [];

/** Whether each text is on the page, by the field it came from. */
export function presence(document: Document, metadata: unknown = null) {
  const text = visibleText(document);
  const values = [
    ...[...document.querySelectorAll('*')].flatMap((el) => [...el.attributes].map((attr) => attr.value)),
    ...stringsOf(jsonLdOf(document)),
    ...stringsOf(metadata),
  ];
  const shows = (wanted: string) => text.includes(wanted) || values.some((value) => value.includes(wanted));
  return {
    /** The fields whose text the page does not show. */
    missing: (expected: readonly { field: string; text: string }[]) => expected.filter((e) => !shows(e.text)).map((e) => e.field),
    /** The fields whose text the page shows. */
    shown: (expected: readonly { field: string; text: string }[]) => expected.filter((e) => shows(e.text)).map((e) => e.field),
  };
}

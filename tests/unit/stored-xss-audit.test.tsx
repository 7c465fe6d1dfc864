/** @jest-environment jsdom */
import { audit } from '../support/xss-html-audit';
import { MARKUP_PAYLOADS } from '../support/xss-payloads';

// The stored-XSS audit (tests/support/xss-html-audit.ts) must be able to fail: each payload that
// carries markup a browser could run or load is flagged when it reaches the DOM unescaped, and
// nothing is flagged when it arrives as text.

// Payloads that are only text (template syntax), or whose danger is the browser's re-parse of a
// sanitizer's output rather than the markup itself.
const TEXT_ONLY = ['template-constructor', 'template-literal', 'template-ruby', 'mxss-noscript', 'mxss-xmp'];

it.each(MARKUP_PAYLOADS.filter((payload) => !TEXT_ONLY.includes(payload.name)).map((payload) => [payload.name, payload.text]))(
  'flags %s when it is markup',
  (_, text) => {
    document.body.innerHTML = text;
    expect(audit(document)).not.toEqual([]);
  },
);

it('flags nothing when every payload is text, and a JSON-LD script only when its text could close it', () => {
  document.body.innerHTML = '';
  for (const { text } of MARKUP_PAYLOADS) document.body.append(Object.assign(document.createElement('p'), { textContent: text }));
  const jsonLd = Object.assign(document.createElement('script'), {
    type: 'application/ld+json',
    textContent: JSON.stringify({ name: '</script>' }).replace(/</g, '\\u003c'),
  });
  document.body.append(jsonLd);
  expect(audit(document)).toEqual([]);
  jsonLd.textContent = JSON.stringify({ name: '</script><script>alert(1)</script>' });
  expect(audit(document)).not.toEqual([]);
});

// @ts-check

// One character above U+00FF (a curly quote, a dash) makes V8 hold a page's whole text at two bytes
// a character, and Node then counts its UTF-8 bytes (Next's Content-Length at every answer from its
// cache) about ten times slower. Written as references, the same page stays at one byte a character
// and means the same to a browser (docs/decisions/one-byte-pages.md).

const ABOVE_LATIN1 = /[^\u0000-\u00ff]/;
const ABOVE_LATIN1_ALL = /[^\u0000-\u00ff]/g;
// Raw-text elements: character references mean nothing inside them, so their text takes the
// escapes of its own language.
const RAW_TEXT = /(<(script|style)\b[^>]*>)([\s\S]*?)(<\/\2\s*>)/gi;

/** @param {string} unit one UTF-16 code unit */
const jsEscape = (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`;

/**
 * Markup and CSS take a whole character (a pair of surrogates is one), scripts each UTF-16 unit.
 * @param {string} text
 * @param {(character: string) => string} escape
 */
const escapeCharacters = (text, escape) => text.replace(/[^\u0000-\u00ff]/gu, escape);

/** @param {string} character */
const markupEscape = (character) => `&#x${/** @type {number} */ (character.codePointAt(0)).toString(16)};`;

/** @param {string} character */
const cssEscape = (character) => `\\${/** @type {number} */ (character.codePointAt(0)).toString(16)} `;

/**
 * The page with every character above U+00FF written as a reference: `&#x…;` in markup, `\u…` in
 * scripts (JavaScript and JSON alike), `\… ` in styles. A page without one is returned as it is.
 * @param {string} html
 * @returns {string}
 */
export function oneBytePage(html) {
  if (!ABOVE_LATIN1.test(html)) return html;
  let result = '';
  let last = 0;
  for (const match of html.matchAll(RAW_TEXT)) {
    const [whole, open = '', element = '', content = '', close = ''] = match;
    result += escapeCharacters(html.slice(last, match.index), markupEscape);
    const inner = element.toLowerCase() === 'script' ? content.replace(ABOVE_LATIN1_ALL, jsEscape) : escapeCharacters(content, cssEscape);
    result += escapeCharacters(open, markupEscape) + inner + close;
    last = match.index + whole.length;
  }
  result += escapeCharacters(html.slice(last), markupEscape);
  // Built from a two-byte text, the result is two-byte too until it is made again from its bytes.
  return Buffer.from(result, 'latin1').toString('latin1');
}

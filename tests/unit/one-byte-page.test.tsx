import { serialize } from 'node:v8';
import { oneBytePage } from '@/lib/server/one-byte-page.mjs';

// A page's text with every character above U+00FF written as a reference must mean exactly what it
// meant: read back by the browser's own parser (jsdom), its scripts by JavaScript, its JSON-LD by JSON.

const QUOTE = '“Sitatet” – Åse’s 🌿';
const PAGE = [
  '<!DOCTYPE html><html lang="nb"><head><title>Om oss — studio</title>',
  `<style>.tag::before{content:"→ ";font-family:"Søkk"}</style>`,
  `<script type="application/ld+json">{"name":"${QUOTE}"}</script></head>`,
  `<body><p title="${QUOTE}">${QUOTE}</p><p>æøå stays as it is</p>`,
  `<script>self.__next_f.push([1,"5:[\\"$\\",\\"p\\",null,{\\"children\\":\\"${QUOTE}\\"}]"])</script>`,
  '</body></html>',
].join('');

// V8's serializer writes a string as V8 holds it: tag '"' at one byte a character, 'c' at two.
const heldAtOneByte = (text: string) => serialize(text)[2] === '"'.charCodeAt(0);

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('oneBytePage', () => {
  const converted = oneBytePage(PAGE);

  it('leaves no character above U+00FF, and the Latin-1 letters as they are', () => {
    expect(converted).not.toMatch(/[^\u0000-\u00ff]/);
    expect(converted).toContain('<p>æøå stays as it is</p>');
  });

  it('is held by V8 at one byte a character (the page was not)', () => {
    expect({ before: heldAtOneByte(PAGE), after: heldAtOneByte(converted) }).toEqual({ before: false, after: true });
  });

  it('means the same markup, attributes and title to an HTML parser', () => {
    const [before, after] = [parse(PAGE), parse(converted)];
    expect(after.title).toBe(before.title);
    const markup = (document: Document) => Array.from(document.querySelectorAll('p'), (p) => p.outerHTML);
    expect(markup(after)).toEqual(markup(before));
    expect(after.querySelector('p')?.getAttribute('title')).toBe(QUOTE);
  });

  it('means the same strings to JavaScript and JSON inside scripts', () => {
    const scripts = (html: string) => Array.from(parse(html).querySelectorAll('script'), (script) => script.textContent ?? '');
    const [ldBefore = '', flightBefore = ''] = scripts(PAGE);
    const [ldAfter = '', flightAfter = ''] = scripts(converted);
    expect(JSON.parse(ldAfter)).toEqual(JSON.parse(ldBefore));
    const pushed = (source: string) => {
      const self = { __next_f: [] as unknown[] };
      new Function('self', source)(self);
      return self.__next_f;
    };
    expect(pushed(flightAfter)).toEqual(pushed(flightBefore));
  });

  it('writes characters in styles as CSS escapes', () => {
    const style = parse(converted).querySelector('style')?.textContent;
    expect(style).toBe('.tag::before{content:"\\2192  ";font-family:"Søkk"}');
  });

  it('returns a page without such characters unchanged', () => {
    const latin = '<p>Hei på deg, «velkommen»</p>';
    expect(oneBytePage(latin)).toBe(latin);
  });
});

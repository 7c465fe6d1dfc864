// The jest half of the stored-XSS checks (docs/decisions/stored-xss-in-jest.md): a page's or a
// component's DOM must hold nothing stored content could run or load. The same rules as the
// browser's audit in tests/e2e/xss-watch.ts, which keeps one page per type in Chromium with the
// Content-Security-Policy. No DOM library here: the admin tests run it on jsdom's own document.

const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'data',
  'xlink:href',
  'poster',
  'background',
  'ping',
  'codebase',
  'srcset',
]);
// React renders a form whose action is a function with this guard as its action.
const REACT_FORM_GUARD = /^javascript:throw new Error\('A React form was unexpectedly submitted/;
const FORBIDDEN_ELEMENTS = ['object', 'embed', 'applet', 'base', 'frame', 'frameset', 'form', 'link'];

/**
 * Everything in `root` that stored content must never produce: event-handler attributes, srcdoc,
 * script-capable or data: URLs (judged as browsers do, with spaces and control characters
 * dropped), style with url()/expression(), any URL to the payloads' host, plugins, <base>,
 * <form>/<link> from content, meta refresh, iframes other than the project video's, <style> from
 * content, and scripts that are not JSON-LD (whose text must not close its element).
 * `allow`: selectors of the app's own elements of a kind listed here (a form of the site's own).
 */
export function audit(root: Document | Element, allow: { forms?: string; links?: string } = {}): string[] {
  const problems: string[] = [];
  const describe = (el: Element) => el.outerHTML.slice(0, 160);
  const elements = [...(root as Element).querySelectorAll('*')];
  for (const el of elements) {
    const tag = el.tagName.toLowerCase();
    for (const attr of [...el.attributes]) {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on')) problems.push(`event handler ${name}: ${describe(el)}`);
      if (name === 'srcdoc') problems.push(`srcdoc: ${describe(el)}`);
      if (name === 'style' && /javascript:|expression\(|x\.test|url\(/i.test(attr.value)) problems.push(`style: ${describe(el)}`);
      if (!URL_ATTRIBUTES.has(name)) continue;
      const url = attr.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
      const scriptUrl = /(^|,)(javascript|vbscript):/.test(url) && !REACT_FORM_GUARD.test(attr.value);
      const dataUrl = /(^|,)data:/.test(url) && !(tag === 'img' && name === 'src' && url.startsWith('data:image/'));
      const video =
        tag === 'iframe' && name === 'src' && el.closest('section[aria-labelledby="project-video"]') && /^https?:\/\//.test(url);
      if (scriptUrl || dataUrl || (url.includes('x.test') && !video)) problems.push(`${name}=${attr.value}: ${describe(el)}`);
    }
    if (tag === 'form' && allow.forms && el.matches(allow.forms)) continue;
    if (tag === 'link' && allow.links && el.matches(allow.links)) continue;
    if (FORBIDDEN_ELEMENTS.includes(tag)) problems.push(`<${tag}>: ${describe(el)}`);
    if (tag === 'iframe' && !el.closest('section[aria-labelledby="project-video"]'))
      problems.push(`<iframe> outside the video frame: ${describe(el)}`);
    if (tag === 'meta' && el.hasAttribute('http-equiv')) problems.push(`<meta http-equiv>: ${describe(el)}`);
    if (tag === 'style' && /x\.test|__xss/.test(el.textContent ?? '')) problems.push(`<style> from content: ${describe(el)}`);
    if (tag === 'script') {
      if (el.getAttribute('type') !== 'application/ld+json') problems.push(`<script>: ${describe(el)}`);
      else if (/<\/script/i.test(el.textContent ?? '') || !isJson(el.textContent ?? ''))
        problems.push(`JSON-LD that is not inert JSON: ${describe(el)}`);
    }
  }
  return problems;
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** The JSON-LD items of a document, parsed. */
export function jsonLdOf(document: Document): Record<string, unknown>[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].flatMap((script) => {
    const data = JSON.parse(script.textContent ?? '') as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(data) ? data : [data];
  });
}

/** The texts of the elements a selector finds, as the reader sees them (whitespace as stored). */
export const textsOf = (root: Document | Element, selector: string) =>
  [...root.querySelectorAll(selector)].map((el) => el.textContent ?? '');

// URL rules of rich text (docs/behaviour.md#rich-text). Pure functions: the sanitizer applies them
// on the server, and the admin editor may reuse them to preview what will be kept.

const PLACEHOLDER_ORIGIN = 'https://relative.invalid';
const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const IMAGE_PROTOCOLS = new Set(['http:', 'https:']);
const EMAIL = /^[^\s@<>()[\]",;:]+@[^\s@<>()[\]",;:]+\.[a-z]{2,}$/i;
const DATA_IMAGE = /^data:image\/[a-z0-9.+-]+[;,]/i;

/** True when the text is an e-mail address, e.g. the text of a link the editor wrapped around it. */
export function looksLikeEmail(text: string): boolean {
  return EMAIL.test(text.trim());
}

// The WHATWG parser reads a URL as a browser does (it strips tabs, newlines and surrounding
// control characters), so 'java\tscript:' is judged as the 'javascript:' a browser would run.
function parse(value: string): URL | null {
  try {
    return new URL(value, `${PLACEHOLDER_ORIGIN}/`);
  } catch {
    return null;
  }
}

/** A site path like '/services' (but not '//host', which leaves the site). */
function sitePath(url: URL, raw: string): string | null {
  if (url.origin !== PLACEHOLDER_ORIGIN || !/^\/(?![/\\])/.test(raw.trim())) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

export type SafeLink = { href: string; external: boolean };

/**
 * A link target that is safe to render: http, https, mailto, tel or a site path. A bare
 * 'www.example.com' becomes https and a bare e-mail address becomes mailto; anything else is null.
 */
export function safeLinkHref(raw: string | undefined): SafeLink | null {
  if (!raw || raw.trim() === '') return null;
  const value = raw.trim();
  if (looksLikeEmail(value)) return { href: `mailto:${value}`, external: false };
  if (/^www\./i.test(value)) return safeLinkHref(`https://${value}`);
  const url = parse(value);
  if (!url) return null;
  const path = sitePath(url, value);
  if (path !== null) return { href: path, external: false };
  if (url.origin === PLACEHOLDER_ORIGIN || !LINK_PROTOCOLS.has(url.protocol)) return null;
  return { href: url.href, external: url.protocol === 'http:' || url.protocol === 'https:' };
}

/** An image source that is safe to render: http, https, data:image/* or a site path; else null. */
export function safeImageSrc(raw: string | undefined): string | null {
  if (!raw) return null;
  const value = raw.trim();
  if (DATA_IMAGE.test(value)) return value;
  const url = parse(value);
  if (!url) return null;
  const path = sitePath(url, value);
  if (path !== null) return path;
  if (url.origin === PLACEHOLDER_ORIGIN || !IMAGE_PROTOCOLS.has(url.protocol)) return null;
  return url.href;
}

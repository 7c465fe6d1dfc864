const PLACEHOLDER_ORIGIN = 'https://relative.invalid';
const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const IMAGE_PROTOCOLS = new Set(['http:', 'https:']);
const EMAIL = /^[^\s@<>()[\]",;:]+@[^\s@<>()[\]",;:]+\.[a-z]{2,}$/i;
const DATA_IMAGE = /^data:image\/[a-z0-9.+-]+[;,]/i;

export function looksLikeEmail(text: string): boolean {
  return EMAIL.test(text.trim());
}

// Parsed as a browser does (tabs and newlines stripped), so 'java\tscript:' is judged as 'javascript:'.
function parse(value: string): URL | null {
  try {
    return new URL(value, `${PLACEHOLDER_ORIGIN}/`);
  } catch {
    return null;
  }
}

function sitePath(url: URL, raw: string): string | null {
  if (url.origin !== PLACEHOLDER_ORIGIN || !/^\/(?![/\\])/.test(raw.trim())) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

export type SafeLink = { href: string; external: boolean };

/** http, https, mailto, tel or a site path; a bare www. gets https, a bare e-mail mailto; else null. */
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

import 'server-only';
import sanitizeHtml from 'sanitize-html';
import { indentLevel } from './indent';
import { looksLikeEmail, safeImageSrc, safeLinkHref } from './urls';

// docs/behaviour.md#rich-text, on save and again on render: nothing that runs script can pass.

const BLOCKS = ['p', 'li', 'blockquote', 'pre'];
// The editor writes h1–h3; deeper headings from pasted HTML count as h3.
const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
const MAX_HEADING = 3;
const INLINE = ['br', 'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'code', 'sub', 'sup', 'ol', 'ul', 'a', 'img'];
// A removed image leaves an empty span, so the text around it keeps its place.
const IMAGE_PLACEHOLDER = 'span';
const LINK_REL = 'noopener noreferrer nofollow';
// Unforgeable: input attributes on <a> are all replaced, and text is escaped.
const LINK_MARKER = 'data-sanitized-link';

export interface SanitizeOptions {
  /** Headings moved down this many levels inside a page with its own h1 (default 0). */
  headingOffset?: number;
}

type Attribs = Record<string, string>;

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function block(headingOffset: number) {
  return (tagName: string, attribs: Attribs) => {
    const level = indentLevel(attribs);
    const heading = /^h([1-6])$/.exec(tagName);
    const name = heading ? `h${Math.min(Math.min(Number(heading[1]), MAX_HEADING) + headingOffset, 6)}` : tagName;
    return { tagName: name, attribs: level ? { 'data-indent': String(level) } : {} };
  };
}

function image(_tagName: string, attribs: Attribs): { tagName: string; attribs: Attribs } {
  const src = safeImageSrc(attribs.src);
  if (!src) return { tagName: IMAGE_PLACEHOLDER, attribs: {} };
  return { tagName: 'img', attribs: { src, alt: attribs.alt ?? '' } };
}

function linkAttributes(href: string | undefined, text: string): string {
  const link = looksLikeEmail(text) ? safeLinkHref(text.trim()) : safeLinkHref(href);
  if (!link) return '';
  const isSitePath = link.href.startsWith('/');
  const parts = [`href="${escapeAttribute(link.href)}"`];
  if (!isSitePath) parts.push(`rel="${LINK_REL}"`);
  if (link.external) parts.push('target="_blank"');
  return ` ${parts.join(' ')}`;
}

export function sanitizeRichText(html: string, { headingOffset = 0 }: SanitizeOptions = {}): string {
  // A link's target depends on its text (an e-mail becomes mailto:): numbered markers, replaced after the pass.
  const links: { href?: string; text: string }[] = [];
  const blockTransform = block(headingOffset);
  const headings = [...new Set(HEADINGS.map((tag) => blockTransform(tag, {}).tagName))];

  const clean = sanitizeHtml(html, {
    allowedTags: [...BLOCKS, ...headings, ...INLINE, IMAGE_PLACEHOLDER],
    allowedAttributes: {
      ...Object.fromEntries([...BLOCKS, ...headings].map((tag) => [tag, ['data-indent']])),
      a: [LINK_MARKER],
      img: ['src', 'alt'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https', 'data'] },
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'template', 'iframe', 'object', 'embed', 'svg', 'math'],
    transformTags: {
      ...Object.fromEntries([...BLOCKS, ...HEADINGS].map((tag) => [tag, blockTransform])),
      img: image,
      a: (_tagName, attribs) => {
        links.push({ href: attribs.href, text: '' });
        return { tagName: 'a', attribs: { [LINK_MARKER]: String(links.length - 1) } };
      },
    },
    exclusiveFilter: (frame) => {
      const index = frame.tag === 'a' ? Number(frame.attribs[LINK_MARKER]) : NaN;
      const link = links[index];
      if (link) link.text = frame.text;
      return false;
    },
  });

  return clean.replace(new RegExp(`<a ${LINK_MARKER}="(\\d+)">`, 'g'), (_match, index: string) => {
    const link = links[Number(index)];
    return `<a${link ? linkAttributes(link.href, link.text) : ''}>`;
  });
}

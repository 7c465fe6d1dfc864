import { looksLikeEmail, safeLinkHref } from '@/lib/rich-text/urls';

export type LinkChoice = { kind: 'remove' } | { kind: 'set'; href: string } | { kind: 'invalid' };

/**
 * What the link prompt's answer means: blank removes the link; an e-mail address becomes mailto:,
 * 'www.…' becomes https; anything but http, https, mailto, tel or a site path is refused, by the
 * same rule the server's sanitizer applies.
 */
export function linkChoice(answer: string): LinkChoice {
  const value = answer.trim();
  if (!value) return { kind: 'remove' };
  const link = safeLinkHref(value);
  return link ? { kind: 'set', href: link.href } : { kind: 'invalid' };
}

/** The address the prompt proposes: the link's own, or mailto: for selected e-mail text. */
export function proposedHref(currentHref: string | undefined, selectedText: string): string {
  if (currentHref) return currentHref;
  return looksLikeEmail(selectedText) ? `mailto:${selectedText.trim()}` : '';
}

/** Whether a link target may stay in the document (pasted or typed links included). */
export const isAllowedLink = (url: string) => safeLinkHref(url) !== null;

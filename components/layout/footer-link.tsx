'use client';

import { useState, type ComponentProps } from 'react';
import { Link } from '@/i18n/navigation';

/** Delay before the smooth scroll to the top after a footer navigation (docs/behaviour.md#footer). */
const SCROLL_DELAY_MS = 100;

type FooterLinkProps = Omit<ComponentProps<typeof Link>, 'prefetch'> & { href: string };

/**
 * A footer link that glides back to the top once the new page is in place, also when the
 * link points at the page already shown. Links to an anchor let the browser scroll there instead.
 *
 * It fetches its page ahead only once the visitor points at it, touches it or tabs to it (the
 * hover pattern of Next's prefetching guide), not when it scrolls into view: on a short page the
 * whole footer is in view at load, and prefetching its dozen links then cost a phone its main
 * thread while the page was still starting. The header's links keep prefetching on view.
 */
export function FooterLink({ href, onClick, onMouseEnter, onTouchStart, onFocus, ...props }: FooterLinkProps) {
  const [wanted, setWanted] = useState(false);
  // Notes the intent, then runs the caller's own handler for the same event.
  const wantThen =
    <E,>(handler?: (event: E) => void) =>
    (event: E) => {
      setWanted(true);
      handler?.(event);
    };
  return (
    <Link
      href={href}
      // null is Next's default (prefetch on view and hover); false fetches nothing ahead.
      prefetch={wanted ? null : false}
      onMouseEnter={wantThen(onMouseEnter)}
      onTouchStart={wantThen(onTouchStart)}
      onFocus={wantThen(onFocus)}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || href.includes('#')) return;
        window.setTimeout(() => window.scrollTo({ top: 0, behavior: 'smooth' }), SCROLL_DELAY_MS);
      }}
      {...props}
    />
  );
}

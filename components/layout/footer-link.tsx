'use client';

import type { ComponentProps } from 'react';
import { Link } from '@/i18n/navigation';

/** Delay before the smooth scroll to the top after a footer navigation (SPEC section 9). */
const SCROLL_DELAY_MS = 100;

/**
 * A footer link that glides back to the top once the new page is in place, also when the
 * link points at the page already shown. Links to an anchor let the browser scroll there instead.
 */
export function FooterLink({ href, onClick, ...props }: ComponentProps<typeof Link> & { href: string }) {
  return (
    <Link
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || href.includes('#')) return;
        window.setTimeout(() => window.scrollTo({ top: 0, behavior: 'smooth' }), SCROLL_DELAY_MS);
      }}
      {...props}
    />
  );
}

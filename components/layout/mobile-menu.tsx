'use client';

import { useEffect, useRef } from 'react';
import { Link } from '@/i18n/navigation';
import { isCurrent } from './nav-items';

export interface MobileMenuLabels {
  mainNav: string;
  bookCall: string;
  menuNote: string;
}

interface MobileMenuProps {
  pathname: string;
  links: { href: string; label: string }[];
  labels: MobileMenuLabels;
  /** Closes the menu; `restoreFocus` sends the focus back to the toggle. */
  onClose: (restoreFocus: boolean) => void;
}

/**
 * The phone and tablet menu, open under the header bar: the pages in large type and the call to
 * action. While it is open the page behind is dimmed (a tap there closes it) and does not scroll,
 * Escape closes it, and the focus starts on the first link. The header keeps Tab inside itself.
 */
export function MobileMenu({ pathname, links, labels, onClose }: MobileMenuProps) {
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    panel.current?.querySelector<HTMLElement>('a[href]')?.focus();
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose(true);
    };
    // A menu left open while the window widens to the desktop layout would keep the page locked.
    const desktop = window.matchMedia('(min-width: 1280px)');
    const closeOnDesktop = () => desktop.matches && onClose(false);
    document.addEventListener('keydown', closeOnEscape);
    desktop.addEventListener('change', closeOnDesktop);
    return () => {
      root.style.overflow = overflow;
      document.removeEventListener('keydown', closeOnEscape);
      desktop.removeEventListener('change', closeOnDesktop);
    };
  }, [onClose]);

  return (
    <>
      {/* The dimmed page under the header: a pointer convenience (Escape and the toggle close the
          menu too). Absolute, not fixed: the compact header's backdrop blur would confine it. */}
      <div
        aria-hidden="true"
        data-testid="menu-backdrop"
        className="absolute inset-x-0 top-full h-dvh bg-ink/45 xl:hidden"
        onClick={() => onClose(true)}
      />
      <div
        ref={panel}
        id="mobile-menu-panel"
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-100%)] overflow-y-auto border-t border-plum/10 bg-cream shadow-2xl shadow-plum/20 xl:hidden"
      >
        <nav id="mobile-menu" aria-label={labels.mainNav}>
          <ul className="mx-auto max-w-7xl px-5 pt-2 sm:px-8">
            {links.map((link) => {
              const current = isCurrent(pathname, link.href);
              return (
                <li key={link.href} className="border-b border-plum/10">
                  <Link
                    href={link.href}
                    aria-current={current ? 'page' : undefined}
                    className={`flex min-h-14 items-center justify-between font-serif text-2xl transition-colors ${current ? 'text-rose-deep' : 'text-plum hover:text-rose-deep'}`}
                    onClick={() => onClose(false)}
                  >
                    {link.label}
                    {current && <span aria-hidden="true" className="size-2 rounded-full bg-rose" />}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="mx-auto max-w-7xl px-5 pb-8 pt-6 sm:px-8">
          <Link
            href="/book"
            onClick={() => onClose(false)}
            className="flex min-h-12 w-full items-center justify-center rounded-full bg-rose-deep px-7 text-base font-semibold text-white transition-colors hover:bg-plum"
          >
            {labels.bookCall}
          </Link>
          <p className="mt-3 text-center text-sm text-muted">{labels.menuNote}</p>
        </div>
      </div>
    </>
  );
}

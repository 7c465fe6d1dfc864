'use client';

import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link, usePathname } from '@/i18n/navigation';
import { LanguageSwitcher, type SwitcherLabels } from './language-switcher';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { isCurrent } from './nav-items';

/** Past this many pixels of scroll the header turns compact (docs/behaviour.md#header). */
const SCROLL_THRESHOLD = 50;

interface HeaderClientProps {
  studioName: string;
  links: { href: string; label: string }[];
  labels: { mainNav: string; openMenu: string; closeMenu: string; logo: string; bookCall: string; menuNote: string };
  switchers: SwitcherLabels[];
}

/** The header's controls Tab can reach now (the desktop navigation is hidden on a phone). */
function tabbable(header: HTMLElement): HTMLElement[] {
  return [...header.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')].filter(
    (element) => element.getClientRects().length > 0,
  );
}

export function HeaderClient({ studioName, links, labels, switchers }: HeaderClientProps) {
  const pathname = usePathname();
  const [scrolled, setScrolled] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > SCROLL_THRESHOLD);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  const closeMenu = useCallback((restoreFocus: boolean) => {
    setMenuOpen(false);
    if (restoreFocus) toggle.current?.focus();
  }, []);

  // While the menu is open the rest of the page is dimmed: Tab cycles through the header only.
  const keepTabInside = (event: KeyboardEvent<HTMLElement>) => {
    if (!menuOpen || event.key !== 'Tab') return;
    const items = tabbable(event.currentTarget);
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <header
      data-scrolled={scrolled}
      data-menu-open={menuOpen}
      onKeyDown={keepTabInside}
      className={`fixed inset-x-0 top-0 z-40 border-b transition-all duration-300 ${
        scrolled ? 'border-petal/40 bg-cream/95 py-2 shadow-sm backdrop-blur' : 'border-transparent bg-cream py-5'
      }`}
    >
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-6 px-5 sm:px-8">
        <Link href="/" aria-label={labels.logo} className="inline-flex min-h-11 shrink-0 items-center">
          <Logo name={studioName} compact={scrolled} />
        </Link>

        {/* From 1280 px: below it, seven links, the language and the call to action do not fit one
            line (Norwegian wraps at 1024 px), so the menu holds the links there. */}
        <nav aria-label={labels.mainNav} className="hidden xl:block">
          <ul className="flex items-center gap-6 text-sm">
            {links.map((link) => (
              <li key={link.href}>
                <Link href={link.href} aria-current={isCurrent(pathname, link.href) ? 'page' : undefined} className="nav-link">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-2 sm:gap-3">
          <LanguageSwitcher switchers={switchers} />
          <Link
            href="/book"
            className="hidden min-h-11 items-center justify-center whitespace-nowrap rounded-full bg-rose-deep px-6 text-sm font-semibold text-white transition-colors hover:bg-plum sm:inline-flex"
          >
            {labels.bookCall}
          </Link>
          <button
            ref={toggle}
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-full text-plum hover:bg-blush xl:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu-panel"
            aria-label={menuOpen ? labels.closeMenu : labels.openMenu}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            >
              {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
        </div>
      </div>

      {menuOpen && (
        <MobileMenu
          pathname={pathname}
          links={links}
          labels={{ mainNav: labels.mainNav, bookCall: labels.bookCall, menuNote: labels.menuNote }}
          onClose={closeMenu}
        />
      )}
    </header>
  );
}

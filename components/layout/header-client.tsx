'use client';

import { useEffect, useState } from 'react';
import { Link, usePathname } from '@/i18n/navigation';
import { LanguageSwitcher, type SwitcherLabels } from './language-switcher';
import { Logo } from './logo';
import { isCurrent } from './nav-items';

/** Past this many pixels of scroll the header turns compact (SPEC section 9). */
const SCROLL_THRESHOLD = 50;

interface HeaderClientProps {
  studioName: string;
  links: { href: string; label: string }[];
  labels: { mainNav: string; openMenu: string; closeMenu: string; logo: string };
  switcher: SwitcherLabels;
}

export function HeaderClient({ studioName, links, labels, switcher }: HeaderClientProps) {
  const pathname = usePathname();
  const [scrolled, setScrolled] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > SCROLL_THRESHOLD);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  const linkClass = (href: string) =>
    isCurrent(pathname, href)
      ? 'text-rose-deep font-semibold'
      : 'text-ink hover:text-rose-deep';

  return (
    <header
      data-scrolled={scrolled}
      className={`fixed inset-x-0 top-0 z-40 border-b transition-all duration-300 ${
        scrolled ? 'border-petal/40 bg-cream/95 py-2 shadow-sm backdrop-blur' : 'border-transparent bg-cream py-5'
      }`}
    >
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-6 px-5 sm:px-8">
        <Link href="/" aria-label={labels.logo} className="shrink-0">
          <Logo name={studioName} compact={scrolled} />
        </Link>

        <nav aria-label={labels.mainNav} className="hidden lg:block">
          <ul className="flex items-center gap-6 text-sm">
            {links.map((link) => (
              <li key={link.href}>
                <Link href={link.href} aria-current={isCurrent(pathname, link.href) ? 'page' : undefined} className={`transition-colors ${linkClass(link.href)}`}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-3">
          <LanguageSwitcher labels={switcher} />
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-full text-plum hover:bg-blush lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? labels.closeMenu : labels.openMenu}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
        </div>
      </div>

      {menuOpen && (
        <nav id="mobile-menu" aria-label={labels.mainNav} className="border-t border-petal/40 bg-cream lg:hidden">
          <ul className="mx-auto flex max-w-7xl flex-col px-5 py-3 sm:px-8">
            {links.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  aria-current={isCurrent(pathname, link.href) ? 'page' : undefined}
                  className={`block py-3 text-base ${linkClass(link.href)}`}
                  onClick={() => setMenuOpen(false)}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}

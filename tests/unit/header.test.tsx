import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnchorHTMLAttributes } from 'react';
import { HeaderClient } from '@/components/layout/header-client';

// The router is not running in a unit test: links become plain anchors and the path is ours to set.
let mockPathname = '/';
jest.mock('@/i18n/navigation', () => ({
  usePathname: () => mockPathname,
  useLocale: () => 'en',
  Link: ({
    href,
    locale,
    onClick,
    ...props
  }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string | { pathname: string }; locale?: string }) => (
    <a
      href={`${locale === 'no' ? '/no' : ''}${typeof href === 'string' ? href : href.pathname}`}
      onClick={(event) => {
        // Like the client router: the click is handled in the page, not by a browser navigation.
        event.preventDefault();
        onClick?.(event);
      }}
      {...props}
    />
  ),
}));
jest.mock('next/navigation', () => ({ useSearchParams: () => new URLSearchParams() }));

// jsdom has no media queries; the menu listens for the desktop width to close itself.
beforeAll(() => {
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
});

const links = [
  { href: '/', label: 'Home' },
  { href: '/about', label: 'About' },
  { href: '/projects', label: 'Projects' },
];

function renderHeader(pathname: string) {
  mockPathname = pathname;
  return render(
    <HeaderClient
      studioName="Nordlys Studio"
      links={links}
      labels={{
        mainNav: 'Main navigation',
        openMenu: 'Open menu',
        closeMenu: 'Close menu',
        logo: 'Nordlys Studio, home',
        bookCall: 'Book a call',
        menuNote: 'We reply to every message within 24 hours.',
      }}
      switchers={[{ locale: 'no', label: 'Vis siden på norsk', name: 'Norsk' }]}
    />,
  );
}

describe('HeaderClient', () => {
  it('highlights the link of the current section', () => {
    renderHeader('/projects/luna-skincare');
    const nav = screen.getAllByRole('navigation', { name: 'Main navigation' })[0]!;
    expect(within(nav).getByRole('link', { name: 'Projects' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('opens the mobile menu and closes it when a link is chosen', async () => {
    const user = userEvent.setup();
    renderHeader('/');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    const menu = document.getElementById('mobile-menu')!;
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');

    await user.click(within(menu).getByRole('link', { name: 'About' }));
    expect(document.getElementById('mobile-menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('turns compact only after more than 50 px of scroll', () => {
    const { container } = renderHeader('/');
    const header = container.querySelector('header')!;
    const scrollTo = (y: number) =>
      act(() => {
        Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
        fireEvent.scroll(window);
      });

    scrollTo(50);
    expect(header).toHaveAttribute('data-scrolled', 'false');
    scrollTo(51);
    expect(header).toHaveAttribute('data-scrolled', 'true');
    scrollTo(0);
    expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  it('links to the same page in Norwegian, naming the language in it', () => {
    renderHeader('/about');
    const switchLink = screen.getByRole('link', { name: 'Vis siden på norsk' });
    expect(switchLink).toHaveAttribute('href', '/no/about');
    expect(switchLink).toHaveTextContent('Norsk');
    expect(switchLink).toHaveAttribute('lang', 'no');
  });

  it('offers a call as its call to action, in the bar and in the menu', async () => {
    const user = userEvent.setup();
    renderHeader('/');
    expect(screen.getByRole('link', { name: 'Book a call' })).toHaveAttribute('href', '/book');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const panel = document.getElementById('mobile-menu-panel')!;
    expect(within(panel).getByRole('link', { name: 'Book a call' })).toHaveAttribute('href', '/book');
    // The menu's navigation holds the seven pages only (docs/behaviour.md#header); the call sits under it.
    expect(within(document.getElementById('mobile-menu')!).queryByRole('link', { name: 'Book a call' })).toBeNull();
  });

  it('starts on the first link, locks the page and closes on Escape, back on the toggle', async () => {
    const user = userEvent.setup();
    renderHeader('/');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(within(document.getElementById('mobile-menu')!).getByRole('link', { name: 'Home' })).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');
    expect(document.getElementById('mobile-menu')).toBeNull();
    expect(document.documentElement.style.overflow).toBe('');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('closes when the dimmed page is tapped', async () => {
    const user = userEvent.setup();
    renderHeader('/');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByTestId('menu-backdrop'));
    expect(document.getElementById('mobile-menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });
});

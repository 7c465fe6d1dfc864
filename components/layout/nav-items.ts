/** The header's links, in order (docs/behaviour.md#header); labels are keys of the Header messages. */
export const NAV_ITEMS = [
  { href: '/', label: 'home' },
  { href: '/about', label: 'about' },
  { href: '/services', label: 'services' },
  { href: '/projects', label: 'projects' },
  { href: '/digital-products', label: 'digitalProducts' },
  { href: '/testimonials', label: 'testimonials' },
  { href: '/journal', label: 'journal' },
  { href: '/contact', label: 'contact' },
] as const;

export type NavLabel = (typeof NAV_ITEMS)[number]['label'];

/** Whether a link is the current page: exact for home, by section for the others. */
export function isCurrent(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}

// The admin's sections, in the order the navigation shows them. A new section adds its page under
// app/admin/(protected)/ and one line here (its label lives in messages/admin/en/shell.json).

export const ADMIN_SECTIONS = [
  { href: '/admin', label: 'dashboard' },
  { href: '/admin/pages', label: 'pages' },
  { href: '/admin/projects', label: 'projects' },
  { href: '/admin/products', label: 'products' },
  { href: '/admin/testimonials', label: 'testimonials' },
  // `count`: the tab shows the number of unread messages.
  { href: '/admin/messages', label: 'messages', count: 'unreadMessages' },
  { href: '/admin/bookings', label: 'bookings' },
  { href: '/admin/orders', label: 'orders' },
  { href: '/admin/discounts', label: 'discounts' },
  { href: '/admin/settings', label: 'settings' },
] as const;

/** The section `pathname` belongs to: the longest section address it starts with. */
export const sectionOf = (pathname: string) =>
  [...ADMIN_SECTIONS]
    .sort((a, b) => b.href.length - a.href.length)
    .find(({ href }) => pathname === href || pathname.startsWith(`${href}/`));

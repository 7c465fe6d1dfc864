import { canOpen, type AdminArea, type AdminRole } from '@/lib/auth/roles';

// The admin's sections, in the order the navigation shows them. A new section adds its page under
// app/admin/(protected)/ and one line here (its label lives in messages/admin/en/shell.json).
// `area`: who may open it (lib/auth/roles.ts); a section without one is everyone's. The person's
// own account is no tab: the top bar links to it by their name.

interface AdminSection {
  href: string;
  label:
    | 'dashboard'
    | 'pages'
    | 'projects'
    | 'journal'
    | 'products'
    | 'testimonials'
    | 'messages'
    | 'bookings'
    | 'orders'
    | 'discounts'
    | 'settings'
    | 'team'
    | 'audit'
    | 'system';
  area?: AdminArea;
  /** The tab shows the number of unread messages. */
  count?: 'unreadMessages';
}

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { href: '/admin', label: 'dashboard' },
  { href: '/admin/pages', label: 'pages', area: 'content' },
  { href: '/admin/projects', label: 'projects', area: 'content' },
  { href: '/admin/journal', label: 'journal', area: 'content' },
  { href: '/admin/products', label: 'products', area: 'content' },
  { href: '/admin/testimonials', label: 'testimonials', area: 'content' },
  { href: '/admin/messages', label: 'messages', area: 'messages', count: 'unreadMessages' },
  { href: '/admin/bookings', label: 'bookings', area: 'bookings' },
  { href: '/admin/orders', label: 'orders', area: 'orders' },
  { href: '/admin/discounts', label: 'discounts', area: 'discounts' },
  { href: '/admin/settings', label: 'settings', area: 'settings' },
  { href: '/admin/team', label: 'team', area: 'team' },
  { href: '/admin/audit', label: 'audit', area: 'audit' },
  { href: '/admin/system', label: 'system', area: 'system' },
];

/** The sections `role` may open, in their order: an editor's tabs have no orders, discounts, settings, team, audit trail or system. */
export const sectionsFor = (role: AdminRole) => ADMIN_SECTIONS.filter(({ area }) => !area || canOpen(role, area));

/** The signed-in person's own page (language, password, two-factor sign-in, sessions); where a required set-up sends them. */
export const ACCOUNT_HREF = '/admin/account';

const isAccount = (pathname: string) => pathname === ACCOUNT_HREF || pathname.startsWith(`${ACCOUNT_HREF}/`);

/** The section `pathname` belongs to: the longest section address it starts with; none for the person's own account. */
export const sectionOf = (pathname: string) =>
  isAccount(pathname)
    ? undefined
    : [...ADMIN_SECTIONS]
        .sort((a, b) => b.href.length - a.href.length)
        .find(({ href }) => pathname === href || pathname.startsWith(`${href}/`));

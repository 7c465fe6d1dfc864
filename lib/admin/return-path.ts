export const ADMIN_HOME = '/admin';
export const ADMIN_LOGIN = '/admin/login';

const BASE = 'http://admin.invalid';

/** The admin's pages for people without a session: sign in, ask for and use a reset link, accept an invitation. */
const PUBLIC_PAGES = [ADMIN_LOGIN, '/admin/reset-password', '/admin/invitation'];

/** Whether `pathname` is one of those pages (or below one: a link's token), which the proxy lets through. */
export const isPublicAdminPath = (pathname: string) => PUBLIC_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`));

/** The `next` page inside the admin (never another site, '/admin/../shop' or the login page), else the dashboard. */
export function safeReturnPath(next: string | null | undefined): string {
  if (!next || next.length > 2048 || !next.startsWith('/') || next.startsWith('//') || /[\\\s]/.test(next)) return ADMIN_HOME;
  let url: URL;
  try {
    url = new URL(next, BASE);
  } catch {
    return ADMIN_HOME;
  }
  const { origin, pathname } = url;
  if (origin !== BASE || (pathname !== ADMIN_HOME && !pathname.startsWith(`${ADMIN_HOME}/`))) return ADMIN_HOME;
  if (isPublicAdminPath(pathname)) return ADMIN_HOME;
  return `${pathname}${url.search}${url.hash}`;
}

export const loginPathFor = (path: string) => `${ADMIN_LOGIN}?next=${encodeURIComponent(path)}`;

export const ADMIN_HOME = '/admin';
export const ADMIN_LOGIN = '/admin/login';

const BASE = 'http://admin.invalid';

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
  if (pathname === ADMIN_LOGIN || pathname.startsWith(`${ADMIN_LOGIN}/`)) return ADMIN_HOME;
  return `${pathname}${url.search}${url.hash}`;
}

export const loginPathFor = (path: string) => `${ADMIN_LOGIN}?next=${encodeURIComponent(path)}`;

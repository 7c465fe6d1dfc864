export const ADMIN_HOME = '/admin';
export const ADMIN_LOGIN = '/admin/login';

const BASE = 'http://admin.invalid';

/**
 * Where to go after signing in: the `next` page when it is a page of the admin area, else the
 * dashboard. Anything else is refused, so a crafted link cannot send the admin to another site
 * ('//evil.example', '/\evil.example'), out of the admin ('/admin/../shop') or back to the login
 * page in a loop. The path is judged as a browser would resolve it (dot segments, %2e).
 */
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

/** The login page that brings the admin back to `path` afterwards. */
export const loginPathFor = (path: string) => `${ADMIN_LOGIN}?next=${encodeURIComponent(path)}`;

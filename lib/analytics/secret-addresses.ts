import { routing } from '@/i18n/routing';

// Addresses that carry a secret: a booking's, its confirmation's or a receipt's token in the path, a checkout session
// id or a booking token in the query. Google Analytics reports every hit with the page's full
// address, so analytics is never loaded on them (docs/decisions/analytics-secret-addresses.md).
// tests/unit/secret-addresses.test.ts derives the app's routes and fails on a new one not named here.

/** Public routes (as under app/[locale], without the language) whose address is a secret, with any page below them. */
export const SECRET_ROUTES = ['/downloads/[token]', '/book/manage/[token]', '/book/confirm/[token]', '/digital-products/success'] as const;

/** Query parameters that hold a secret on any page: a checkout session id, a booking's token to move it. */
export const SECRET_QUERY_PARAMS = ['session_id', 'reschedule'] as const;

const escape = (text: string) => text.replace(/[.*+?^${}()|\\]/g, '\\$&');
const languagePrefix = `(?:/(?:${routing.locales.map(escape).join('|')}))?`;
const routePattern = (route: string) =>
  route
    .split('/')
    .map((segment) => (/^\[.+\]$/.test(segment) ? '[^/]+' : escape(segment)))
    .join('/');
const SECRET_PATH = new RegExp(`^${languagePrefix}(?:${SECRET_ROUTES.map(routePattern).join('|')})(?:/.*)?$`);

/** Whether a page's path (with or without its language prefix) is, or is below, a secret route. */
export function hasSecretPath(pathname: string): boolean {
  return SECRET_PATH.test(pathname);
}

/** Whether a query string (`?a=b`, `a=b` or URLSearchParams) names a secret parameter, even empty. */
export function hasSecretQuery(query: string | URLSearchParams): boolean {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  return SECRET_QUERY_PARAMS.some((name) => params.has(name));
}

/** Whether an address (path and query) must load no analytics. */
export function carriesSecret(pathname: string, query: string | URLSearchParams = ''): boolean {
  return hasSecretPath(pathname) || hasSecretQuery(query);
}

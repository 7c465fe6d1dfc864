import createMiddleware from 'next-intl/middleware';
import { routing } from './i18n/routing';

export default createMiddleware(routing);

export const config = {
  // Locale routing for the public site only: not the API, the admin area, Next's assets or files.
  matcher: ['/((?!api|admin|_next|_vercel|.*\\..*).*)'],
};

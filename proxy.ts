import createMiddleware from 'next-intl/middleware';
import { routing } from './i18n/routing';

export default createMiddleware(routing);

export const config = {
  // Locale routing for the public site only: not the API, the admin area, the demo checkout,
  // Next's assets or files.
  matcher: ['/((?!api|admin|checkout|_next|_vercel|.*\\..*).*)'],
};

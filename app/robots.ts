import type { MetadataRoute } from 'next';
import { localizedPath } from '@/i18n/paths';
import { routing } from '@/i18n/routing';
import { getEnv } from '@/lib/env';

// Private paths: the admin, the API, the buyers' download pages (one per receipt link, and the
// form that re-sends them) and the pages of the booking links in mails, which are no content for
// a search engine.
const PRIVATE_PAGES = ['/downloads', '/book/manage', '/book/confirm'];
const BUYER_PATHS = routing.locales.flatMap((locale) => PRIVATE_PAGES.map((path) => localizedPath(path, locale)));

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/api/', ...BUYER_PATHS] },
    sitemap: `${getEnv().SITE_URL}/sitemap.xml`,
  };
}

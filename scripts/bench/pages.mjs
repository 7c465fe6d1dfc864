// The pages the benchmark visits: the public pages of docs/behaviour.md#pages in both languages.
import { LOCALE_PREFIXES } from '../locales.mjs';
import { config } from './config.mjs';

async function getJson(origin, path) {
  const response = await fetch(`${origin}${path}`);
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return response.json();
}

/**
 * A real project slug and product id from the content API (product ids are random per database),
 * of the benchmark's server or of the one at `origin` (the load test's).
 */
export async function discoverRecords(origin = config.origin) {
  const [projects, products, feed] = await Promise.all([
    getJson(origin, '/api/projects'),
    getJson(origin, '/api/digital-products'),
    fetch(`${origin}/journal/feed.xml`).then((response) => response.text()),
  ]);
  // The journal has no JSON API: its newest article is the feed's first item.
  const articleSlug = /<item>[\s\S]*?<link>[^<]*\/journal\/([a-z0-9-]+)<\/link>/.exec(feed)?.[1];
  if (!projects.length || !products.length || !articleSlug) throw new Error('The demo content has no projects, no products or no articles');
  return { projectSlug: projects[0].slug, productId: products[0].id, articleSlug };
}

/** Paths of every public route (English path; `dataBacked` when it reads the database). */
export function publicRoutes({ projectSlug, productId, articleSlug }) {
  return [
    { path: '/', dataBacked: true },
    { path: '/about' },
    { path: '/services' },
    { path: '/projects', dataBacked: true },
    { path: `/projects/${projectSlug}`, dataBacked: true },
    { path: '/digital-products', dataBacked: true },
    { path: `/digital-products/${productId}`, dataBacked: true },
    // Without a session id the page shows its error state at once instead of polling for 20 s.
    { path: '/digital-products/success' },
    { path: '/contact' },
    // The free times come from the slots API after the page has loaded.
    { path: '/book' },
    { path: '/testimonials', dataBacked: true },
    { path: '/journal', dataBacked: true },
    { path: `/journal/${articleSlug}`, dataBacked: true },
    { path: '/privacy-policy' },
    { path: '/terms-of-service' },
  ];
}

export const localized = (path, prefix) => (prefix && path === '/' ? prefix : `${prefix}${path}`);

/** Every route in every language, English first. */
export function publicPages(records) {
  return LOCALE_PREFIXES.flatMap(({ locale, prefix }) =>
    publicRoutes(records).map((route) => ({ ...route, locale, path: localized(route.path, prefix) })),
  );
}

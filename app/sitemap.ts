import type { MetadataRoute } from 'next';
import { articlePath, projectHref } from '@/i18n/paths';
import { routing, type Locale } from '@/i18n/routing';
import { getArticles } from '@/lib/content/articles';
import { getDigitalProducts } from '@/lib/content/products';
import { getProjects } from '@/lib/content/projects';
import { languageAlternates, localizedUrl } from '@/lib/seo/urls';

// Lists projects and products from the database: built per request (from the tagged content cache), never
// during `next build`.
export const dynamic = 'force-dynamic';

const STATIC_PATHS = [
  '/',
  '/about',
  '/services',
  '/projects',
  '/digital-products',
  '/testimonials',
  '/contact',
  '/book',
  '/privacy-policy',
  '/terms-of-service',
];

/** One entry per page and language it exists in (all by default), each listing all its language versions. */
function entriesFor(path: string, lastModified?: string, locales: readonly Locale[] = routing.locales): MetadataRoute.Sitemap {
  return locales.map((locale) => ({
    url: localizedUrl(locale, path),
    ...(lastModified ? { lastModified } : {}),
    alternates: { languages: languageAlternates(path, locales) },
  }));
}

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [projects, products, articles] = await Promise.all([
    getProjects(routing.defaultLocale),
    getDigitalProducts(routing.defaultLocale),
    getArticles(routing.defaultLocale),
  ]);
  return [
    ...STATIC_PATHS.flatMap((path) => entriesFor(path)),
    ...entriesFor('/journal', articles[0]?.published_at),
    // An article only in the languages it is written in; changed when it was last saved.
    ...articles.flatMap((article) => entriesFor(articlePath(article.slug), article.updated_at, article.languages)),
    ...projects.flatMap((project) => entriesFor(projectHref(project), project.created_at)),
    ...products.flatMap((product) => entriesFor(`/digital-products/${product.id}`)),
  ];
}

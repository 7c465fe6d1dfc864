import type { MetadataRoute } from 'next';
import { projectHref } from '@/i18n/paths';
import { routing } from '@/i18n/routing';
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

/** One entry per page and language, each listing all its language versions. */
function entriesFor(path: string, lastModified?: string): MetadataRoute.Sitemap {
  return routing.locales.map((locale) => ({
    url: localizedUrl(locale, path),
    ...(lastModified ? { lastModified } : {}),
    alternates: { languages: languageAlternates(path) },
  }));
}

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [projects, products] = await Promise.all([getProjects(routing.defaultLocale), getDigitalProducts(routing.defaultLocale)]);
  return [
    ...STATIC_PATHS.flatMap((path) => entriesFor(path)),
    ...projects.flatMap((project) => entriesFor(projectHref(project), project.created_at)),
    ...products.flatMap((product) => entriesFor(`/digital-products/${product.id}`)),
  ];
}

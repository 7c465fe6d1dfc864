import { articleSeeds } from '@/lib/db/seed/data/articles';
import { projectSeeds } from '@/lib/db/seed/data/projects';

// The pages a visitor and a studio owner see (docs/behaviour.md#pages), in the default language's
// paths. A product's id is random per database: the spec asks the API for one.

export const PRODUCT = '/digital-products/[a product]';

export const PUBLIC_PATHS = [
  '/',
  '/about',
  '/services',
  '/projects',
  `/projects/${projectSeeds[0]!.slug}`,
  '/projects/does-not-exist',
  '/testimonials',
  '/journal',
  `/journal/${articleSeeds[0]!.slug}`,
  '/journal/does-not-exist',
  '/digital-products',
  PRODUCT,
  '/digital-products/does-not-exist',
  // Without a session id: its error state at once.
  '/digital-products/success',
  '/book',
  '/contact',
  '/downloads',
  '/privacy-policy',
  '/terms-of-service',
  '/does-not-exist',
];

export const NOT_FOUND = new Set([
  '/journal/does-not-exist',
  '/projects/does-not-exist',
  '/digital-products/does-not-exist',
  '/does-not-exist',
]);

export const ADMIN_PATHS = [
  '/admin',
  '/admin/projects',
  '/admin/journal',
  '/admin/products',
  '/admin/testimonials',
  '/admin/messages',
  '/admin/orders',
  '/admin/bookings',
  '/admin/discounts',
  '/admin/pages',
  '/admin/pages/home',
  '/admin/settings',
  '/admin/system',
];

/** The described record forms, each opened on the first record of its list. */
export const ADMIN_FORMS = [
  { section: 'projects', list: '/api/projects' },
  { section: 'journal', list: '/api/admin/articles' },
  { section: 'products', list: '/api/admin/products' },
  { section: 'testimonials', list: '/api/admin/testimonials' },
];

import type { FlatTranslations } from '@/i18n/localized';
import type { ProductCategoryName } from '@/lib/shop/products/categories';

// Shape of the demo content seeded into an empty database. Field names follow the API contract
// (snake_case, as in the API: docs/behaviour.md#content-api); each translation is a field
// `<field>_<locale>` beside the default language's `<field>` (FlatTranslations).

export interface SeedProject
  extends
    FlatTranslations<'title' | 'short_description' | 'full_description' | 'project_timeline' | 'hero_image_alt', string>,
    FlatTranslations<'image_gallery_alt' | 'image_gallery_caption', string[]> {
  slug: string;
  title: string;
  category: string;
  featured: boolean;
  /** Path under /public, e.g. '/images/projects/<slug>/hero.webp'. */
  hero_image: string;
  short_description: string;
  /** HTML limited to p, h2, h3, strong, em, u, s, blockquote, ul, ol, li, a[href]. */
  full_description: string;
  client_name: string | null;
  /** ISO date, e.g. '2024-03-15'. */
  completion_date: string | null;
  year: number;
  project_timeline: string;
  video_url: string | null;
  image_gallery: string[];
  /** What the pictures show, for those who cannot see them; the gallery's by position. */
  hero_image_alt: string;
  image_gallery_alt: string[];
  /** Shown under each gallery image, by position. */
  image_gallery_caption: string[];
  tags: string[];
}

export interface SeedTestimonial extends FlatTranslations<'role' | 'project_type' | 'testimonial', string> {
  client_name: string;
  role: string;
  company: string;
  project_type: string;
  testimonial: string;
  rating: number;
  featured: boolean;
}

// Kept with the admin's product input; re-exported for the seed's data and tests.
export { PRODUCT_CATEGORIES } from '@/lib/shop/products/categories';

export interface SeedProduct
  extends
    FlatTranslations<'title' | 'description' | 'deliverable' | 'compatibility', string>,
    FlatTranslations<'subcategory', string | null>,
    FlatTranslations<'contents' | 'gallery_alt', string[]> {
  /** Stable key used for the image file name: '/images/products/<key>.webp'. */
  key: string;
  title: string;
  description: string;
  /** USD cents. */
  price_cents: number;
  category: ProductCategoryName;
  subcategory: string | null;
  /** Plain text the buyer downloads after paying: what is included, file links, licence terms. */
  deliverable: string;
  /** What the buyer gets, one file or part a line, and what it works with. */
  contents: string[];
  compatibility: string;
  /** The template's previews, paths under /public, and what each shows. */
  gallery: string[];
  gallery_alt: string[];
}

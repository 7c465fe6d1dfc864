import type { ProductCategoryName } from '@/lib/shop/products/categories';

// Shape of the demo content seeded into an empty database. Field names follow the API contract
// (snake_case, as in the API: docs/behaviour.md#content-api); `*_no` fields carry the Norwegian
// (bokmål) text.

export interface SeedProject {
  slug: string;
  title: string;
  title_no: string;
  category: string;
  featured: boolean;
  /** Path under /public, e.g. '/images/projects/<slug>/hero.webp'. */
  hero_image: string;
  short_description: string;
  short_description_no: string;
  /** HTML limited to p, h2, h3, strong, em, u, s, blockquote, ul, ol, li, a[href]. */
  full_description: string;
  full_description_no: string;
  client_name: string | null;
  /** ISO date, e.g. '2024-03-15'. */
  completion_date: string | null;
  year: number;
  project_timeline: string;
  project_timeline_no: string;
  video_url: string | null;
  image_gallery: string[];
  /** What the pictures show, for those who cannot see them; the gallery's by position. */
  hero_image_alt: string;
  hero_image_alt_no: string;
  image_gallery_alt: string[];
  image_gallery_alt_no: string[];
  tags: string[];
}

export interface SeedTestimonial {
  client_name: string;
  role: string;
  role_no: string;
  company: string;
  project_type: string;
  project_type_no: string;
  testimonial: string;
  testimonial_no: string;
  rating: number;
  featured: boolean;
}

// Kept with the admin's product input; re-exported for the seed's data and tests.
export { PRODUCT_CATEGORIES } from '@/lib/shop/products/categories';

export interface SeedProduct {
  /** Stable key used for the image file name: '/images/products/<key>.webp'. */
  key: string;
  title: string;
  title_no: string;
  description: string;
  description_no: string;
  /** USD cents. */
  price_cents: number;
  category: ProductCategoryName;
  subcategory: string | null;
  subcategory_no: string | null;
  /** Plain text the buyer downloads after paying: what is included, file links, licence terms. */
  deliverable: string;
  /** The same in Norwegian, for a buyer who bought on /no. */
  deliverable_no: string;
}

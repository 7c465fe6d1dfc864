import { routing } from '@/i18n/routing';
import type { Locale } from '@/i18n/routing';
import type { ArticleCategory } from '@/lib/journal/options';
import type { ProductCategoryName } from '@/lib/shop/products/categories';

// Shape of the demo content seeded into an empty database. Field names follow the API contract
// (snake_case, as in the API: docs/behaviour.md#content-api); a visitor-facing text is one object
// with a value per language of i18n/routing.ts, as the database stores it (i18n/localized.ts).

/** A text (or list of texts) in every language; null or '' where a language has none. */
export type Translated<T> = Record<Locale, T>;

export interface SeedProject {
  slug: string;
  title: Translated<string>;
  category: string;
  featured: boolean;
  /** Path under /public, e.g. '/images/projects/<slug>/hero.webp'. */
  hero_image: string;
  short_description: Translated<string>;
  /** HTML limited to p, h2, h3, strong, em, u, s, blockquote, ul, ol, li, a[href]. */
  full_description: Translated<string>;
  client_name: string | null;
  /** ISO date, e.g. '2024-03-15'. */
  completion_date: string | null;
  year: number;
  project_timeline: Translated<string>;
  video_url: string | null;
  image_gallery: string[];
  /** What the pictures show, for those who cannot see them; the gallery's by position. */
  hero_image_alt: Translated<string>;
  image_gallery_alt: Translated<string[]>;
  /** Shown under each gallery image, by position. */
  image_gallery_caption: Translated<string[]>;
  tags: string[];
}

export interface SeedTestimonial {
  client_name: string;
  role: Translated<string>;
  company: string;
  project_type: Translated<string>;
  testimonial: Translated<string>;
  rating: number;
  featured: boolean;
}

// Kept with the admin's product input; re-exported for the seed's data and tests.
export { PRODUCT_CATEGORIES } from '@/lib/shop/products/categories';

export interface SeedProduct {
  /** Stable key used for the image file name: '/images/products/<key>.webp'. */
  key: string;
  title: Translated<string>;
  description: Translated<string>;
  /** USD cents. */
  price_cents: number;
  category: ProductCategoryName;
  subcategory: Translated<string | null>;
  /** Plain text the buyer downloads after paying: what is included, file links, licence terms. */
  deliverable: Translated<string>;
  /** What the buyer gets, one file or part a line, and what it works with. */
  contents: Translated<string[]>;
  compatibility: Translated<string>;
  /** The template's previews, paths under /public, and what each shows. */
  gallery: string[];
  gallery_alt: Translated<string[]>;
}

/** A value made for each language of i18n/routing.ts. */
export const perLanguage = <T>(make: (locale: Locale) => T): Translated<T> =>
  Object.fromEntries(routing.locales.map((locale) => [locale, make(locale)])) as Translated<T>;

export interface SeedArticle {
  slug: string;
  title: Translated<string>;
  /** What the article gives the reader, one or two sentences (at most 300 characters): the list's and the feed's text. */
  excerpt: Translated<string>;
  category: ArticleCategory;
  tags: string[];
  /** Path under /public: '/images/journal/<slug>/cover.webp' (1800x1200). */
  cover_image: string;
  cover_image_alt: Translated<string>;
  /** HTML limited to p, h2, h3, strong, em, u, s, blockquote, ul, ol, li, a[href]. */
  body: Translated<string>;
  /** A person of the about page's team, by name. */
  author: string;
  /** ISO date-time of publication. */
  published_at: string;
  /** Slugs of projects the article is about or draws on. */
  related_projects: string[];
  /** Keys of shop products (SeedProduct.key) that fit the article. */
  related_products: string[];
}

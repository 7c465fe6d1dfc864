// The JSON shapes of the content API (docs/behaviour.md#content-api), shared by handlers and pages.
import type { ApiRecord } from '@/lib/db/column-names';
import type { digitalProducts, projects } from '@/lib/db/schema';

/**
 * A project as public readers get it (docs/behaviour.md#content-api), in one language: the columns
 * of the `projects` table by their API names, where each text that has a Norwegian version holds
 * the reader's language (English when there is no Norwegian one), `hero_image_alt` and
 * `image_gallery_alt` (by position in image_gallery, '' where none was given) included. No status
 * (only published projects are public) and no Norwegian columns of their own.
 */
export type Project = Pick<
  ApiRecord<typeof projects>,
  | 'id'
  | 'slug'
  | 'title'
  | 'category'
  | 'featured'
  | 'hero_image'
  | 'image_url'
  | 'short_description'
  | 'description'
  | 'full_description'
  | 'client_name'
  | 'completion_date'
  | 'year'
  | 'project_timeline'
  | 'video_url'
  | 'image_gallery'
  | 'hero_image_alt'
  | 'image_gallery_alt'
  | 'tags'
  | 'seo_title'
  | 'seo_description'
  | 'created_at'
>;

export interface Testimonial {
  id: string;
  client_name: string;
  role: string;
  company: string;
  project_type: string;
  testimonial: string;
  rating: number;
  featured: boolean;
  created_at: string;
}

/**
 * A product in the shop, in one language: the stored columns by their API names, but the price
 * in dollars (e.g. 29 or 34.5) and the image always set (the default picture when it has none).
 */
export type DigitalProduct = Pick<
  ApiRecord<typeof digitalProducts>,
  'id' | 'title' | 'description' | 'currency' | 'category' | 'subcategory'
> & {
  price: number;
  image_url: string;
};

export interface ProductCategory {
  category: string;
  count: number;
}

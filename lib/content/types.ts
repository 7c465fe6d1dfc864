// The JSON shapes of the content API (SPEC section 3), shared by handlers and pages.
import type { ApiRecord } from '@/lib/db/column-names';
import type { digitalProducts } from '@/lib/db/schema';

export interface Project {
  id: string;
  slug: string;
  title: string;
  category: string;
  featured: boolean;
  hero_image: string | null;
  image_url: string | null;
  short_description: string;
  description: string | null;
  full_description: string;
  client_name: string | null;
  completion_date: string | null;
  year: number | null;
  project_timeline: string | null;
  video_url: string | null;
  image_gallery: string[];
  tags: string[];
  created_at: string;
}

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
export type DigitalProduct = Pick<ApiRecord<typeof digitalProducts>, 'id' | 'title' | 'description' | 'currency' | 'category' | 'subcategory'> & {
  price: number;
  image_url: string;
};

export interface ProductCategory {
  category: string;
  count: number;
}

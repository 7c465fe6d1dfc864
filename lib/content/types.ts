// The JSON shapes of the content API (SPEC section 3), shared by handlers and pages.

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
  /** The hero image's alt text in the reader's language (English when there is no Norwegian one); null when none was given. */
  hero_image_alt: string | null;
  /** Alt texts by position in image_gallery, in the reader's language; '' where none was given. */
  image_gallery_alt: string[];
  tags: string[];
  /** Overrides of the page's <title> and meta description, in the reader's language; null when not set. */
  seo_title: string | null;
  seo_description: string | null;
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

export interface DigitalProduct {
  id: string;
  title: string;
  description: string;
  /** Dollars, e.g. 29 or 34.5. */
  price: number;
  currency: string;
  image_url: string;
  category: string;
  subcategory: string | null;
}

export interface ProductCategory {
  category: string;
  count: number;
}

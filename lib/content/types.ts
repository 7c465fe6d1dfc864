import type { Localized, LocalizedText } from '@/i18n/localized';
import type { ApiRecord } from '@/lib/db/column-names';
import type { digitalProducts, projects } from '@/lib/db/schema';

/** A stored record as a reader sees it: each localized field as its text in one language. */
type InOneLanguage<Record> = {
  [Key in keyof Record]: Record[Key] extends infer Value
    ? Value extends string | number | boolean | null | readonly string[]
      ? Value
      : Value extends LocalizedText
        ? string
        : Value extends Localized<string[]>
          ? string[]
          : Value
    : never;
};

/** In the reader's language; `image_gallery_alt` and `image_gallery_caption` by position ('' where none); no status. */
export type Project = Pick<
  InOneLanguage<ApiRecord<typeof projects>>,
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
  | 'image_gallery_caption'
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
 * In one language, the price in dollars (29, 34.5) and always an image (the default when none);
 * `gallery_alt` by position ('' where none), `contents` the reader's language's lines (else the default's).
 */
export type DigitalProduct = Pick<
  InOneLanguage<ApiRecord<typeof digitalProducts>>,
  | 'id'
  | 'title'
  | 'description'
  | 'currency'
  | 'category'
  | 'subcategory'
  | 'gallery'
  | 'gallery_alt'
  | 'contents'
  | 'compatibility'
  | 'video_url'
> & {
  price: number;
  image_url: string;
};

export interface ProductCategory {
  category: string;
  count: number;
}

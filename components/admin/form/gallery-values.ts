import type { Localized } from '@/i18n/localized';
import { routing } from '@/i18n/routing';
import type { LocalizedInput } from '@/components/admin/ui/localized-values';

// A gallery as its field edits it: each picture with its texts, so removing one removes its texts.

/** A gallery image with its alt text and caption per language. */
export interface GalleryImage {
  url: string;
  alt: LocalizedInput;
  caption: LocalizedInput;
}

/** Each language's alt texts or captions, by position in the gallery ('' where an image has none). */
export const galleryTexts = (images: readonly GalleryImage[], field: 'alt' | 'caption'): Localized<string[]> =>
  Object.fromEntries(routing.locales.map((locale) => [locale, images.map((image) => image[field][locale].trim())]));

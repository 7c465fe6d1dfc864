import { perLanguage, type Translated } from '../../types';

// A case study's gallery: the three scenes the SVG artwork draws (gallery-1…3) and the artefacts
// the HTML renderer draws (artefact-1…), in the order the page shows them. The case study's
// rhythm (components/projects/project-gallery.tsx) is wide, two squares, a 21:9 detail, two
// squares, again; this order puts each picture in a slot of its own shape.

/** A picture's texts, in every language: what it shows, and the caption under it. */
export interface GalleryTexts {
  alt: Translated<string>;
  caption: Translated<string>;
}

export interface ProjectGallery {
  image_gallery: string[];
  image_gallery_alt: Translated<string[]>;
  image_gallery_caption: Translated<string[]>;
}

/** One picture of a case study's gallery: its file in public/images/projects/<slug>/, and its texts. */
export interface GalleryItem extends GalleryTexts {
  file: `gallery-${number}` | `artefact-${number}`;
}

/**
 * The gallery fields of a project whose artefacts are its own (scripts/demo-images/pages/clients):
 * the pictures in the order the page shows them, each in a slot of its shape (the rhythm above).
 */
export function galleryOf(slug: string, items: GalleryItem[]): ProjectGallery {
  return {
    image_gallery: items.map(({ file }) => `/images/projects/${slug}/${file}.webp`),
    image_gallery_alt: perLanguage((locale) => items.map(({ alt }) => alt[locale])),
    image_gallery_caption: perLanguage((locale) => items.map(({ caption }) => caption[locale])),
  };
}

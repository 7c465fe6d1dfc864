import { getTranslations } from 'next-intl/server';
import type { Project } from '@/lib/content/types';
import { safeImageSrc } from '@/lib/rich-text/urls';
import { OptimizedImage } from '@/components/ui/optimized-image';
import { SectionLabel } from './section-label';

type Slot = 'wide' | 'pair' | 'detail';

/**
 * The gallery's rhythm, in sixes: one across the page (16:10), two squares side by side, a detail
 * across the page (21:9, cropped closer), two squares again. A lone last square takes the row.
 */
const RHYTHM: Slot[] = ['wide', 'pair', 'pair', 'detail', 'pair', 'pair'];
const slotOf = (index: number, count: number): Slot => {
  const slot = RHYTHM[index % RHYTHM.length]!;
  const pairStart = slot === 'pair' && RHYTHM[(index - 1 + RHYTHM.length) % RHYTHM.length] !== 'pair';
  return slot === 'pair' && pairStart && index === count - 1 ? 'wide' : slot;
};

const NEW_TAB_NOTE = 'project-gallery-new-tab';

const BOX: Record<Slot, string> = {
  wide: 'aspect-[16/10]',
  pair: 'aspect-square',
  detail: 'aspect-[21/9]',
};

/**
 * The project's images, large, in the rhythm above, each with its caption under it. Each opens the
 * full image in a new tab; the badge saying so is drawn by its class (app/globals.css) and the words
 * saying so are written once, for all the links to refer to, so neither is written into each item's
 * markup and again into the RSC payload (docs/performance.md, issue 52).
 * The boxes have their shape before the pictures load (no layout shift), and the pictures load
 * lazily, as the visitor reaches them.
 */
export async function ProjectGallery({
  project,
}: {
  project: Pick<Project, 'title' | 'image_gallery' | 'image_gallery_alt' | 'image_gallery_caption'>;
}) {
  // Paired with their texts before anything is dropped, so each keeps its own.
  const images = project.image_gallery
    .map((image, index) => ({
      src: safeImageSrc(image),
      alt: project.image_gallery_alt[index]?.trim() ?? '',
      caption: project.image_gallery_caption[index]?.trim() ?? '',
    }))
    .filter((image): image is { src: string; alt: string; caption: string } => image.src !== null);
  if (images.length === 0) return null;
  const t = await getTranslations('ProjectDetail');
  return (
    <section aria-labelledby="project-gallery" className="mt-24 lg:mt-32">
      <div className="mx-auto max-w-7xl px-5 sm:px-8">
        <SectionLabel id="project-gallery">{t('gallery')}</SectionLabel>
        <p id={NEW_TAB_NOTE} hidden>
          {t('opensInNewTab')}
        </p>
      </div>
      <ul className="mx-auto mt-8 grid max-w-[90rem] gap-x-6 gap-y-10 sm:px-8 md:grid-cols-2 lg:mt-12 lg:gap-y-14">
        {images.map(({ src, alt, caption }, index) => {
          const slot = slotOf(index, images.length);
          const full = slot !== 'pair';
          return (
            // The list is drawn once on the server and never reordered: its place is its key.
            <li key={index} {...(full && { className: 'md:col-span-2' })}>
              <figure>
                <a
                  href={src}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-describedby={NEW_TAB_NOTE}
                  className={`gallery-link ${BOX[slot]}`}
                >
                  <OptimizedImage
                    src={src}
                    // The admin's text; else one made of the title, so no image is left unnamed.
                    alt={alt || t('galleryImage', { title: project.title, number: index + 1, total: images.length })}
                    fill
                    unoptimized={!src.startsWith('/')}
                    sizes={full ? '(min-width: 1440px) 1376px, 100vw' : '(min-width: 1440px) 676px, (min-width: 768px) 50vw, 100vw'}
                    className="object-cover"
                  />
                </a>
                {caption && <figcaption className="gallery-caption">{caption}</figcaption>}
              </figure>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

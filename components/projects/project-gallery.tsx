import { getTranslations } from 'next-intl/server';
import type { Project } from '@/lib/content/types';
import { safeImageSrc } from '@/lib/rich-text/urls';
import { OptimizedImage } from '@/components/ui/optimized-image';
import { SectionLabel } from './section-label';

/**
 * The project's images, large: one across the page, then two side by side, in turn (a lone last
 * one takes the whole row). Each opens the full image in a new tab.
 */
export async function ProjectGallery({ project }: { project: Pick<Project, 'title' | 'image_gallery' | 'image_gallery_alt'> }) {
  // Paired with their alt texts before anything is dropped, so each keeps its own.
  const images = project.image_gallery
    .map((image, index) => ({ src: safeImageSrc(image), alt: project.image_gallery_alt[index]?.trim() ?? '' }))
    .filter((image): image is { src: string; alt: string } => image.src !== null);
  if (images.length === 0) return null;
  const t = await getTranslations('ProjectDetail');
  const isFull = (index: number) => index % 3 === 0 || (index % 3 === 1 && index === images.length - 1);
  return (
    <section aria-labelledby="project-gallery" className="mt-24 lg:mt-32">
      <div className="mx-auto max-w-7xl px-5 sm:px-8">
        <SectionLabel id="project-gallery">{t('gallery')}</SectionLabel>
      </div>
      <ul className="mx-auto mt-8 grid max-w-[90rem] gap-3 sm:gap-6 sm:px-8 md:grid-cols-2 lg:mt-12">
        {images.map(({ src, alt }, index) => {
          const full = isFull(index);
          return (
            <li key={`${index}-${src}`} className={full ? 'md:col-span-2' : undefined}>
              <a
                href={src}
                target="_blank"
                rel="noopener noreferrer"
                className="group relative block aspect-[16/10] overflow-hidden bg-blush sm:rounded-2xl"
              >
                <OptimizedImage
                  src={src}
                  // The admin's text; else one made of the title, so no image is left unnamed.
                  alt={alt || t('galleryImage', { title: project.title, number: index + 1, total: images.length })}
                  fill
                  unoptimized={!src.startsWith('/')}
                  sizes={full ? '(min-width: 1440px) 1376px, 100vw' : '(min-width: 1440px) 676px, (min-width: 768px) 50vw, 100vw'}
                  className="object-cover motion-safe:transition-transform motion-safe:duration-700 motion-safe:ease-out motion-safe:group-hover:scale-[1.02]"
                />
                {/* Says what a click does; the link's name says it to screen readers. */}
                <span
                  aria-hidden="true"
                  className="absolute right-4 top-4 grid size-11 place-items-center rounded-full bg-cream/90 text-plum opacity-0 shadow-sm transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100"
                >
                  <svg
                    viewBox="0 0 16 16"
                    className="size-4"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.5"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  >
                    <path d="M5.5 3.5h7v7M12.5 3.5l-9 9" />
                  </svg>
                </span>
                <span className="sr-only"> {t('opensInNewTab')}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

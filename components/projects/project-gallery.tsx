import { getTranslations } from 'next-intl/server';
import type { Project } from '@/lib/content/types';
import { safeImageSrc } from '@/lib/rich-text/urls';
import { OptimizedImage } from '@/components/ui/optimized-image';

/** Thumbnails of the project's images; each opens the full image in a new tab. */
export async function ProjectGallery({ project }: { project: Pick<Project, 'title' | 'image_gallery' | 'image_gallery_alt'> }) {
  // Paired with their alt texts before anything is dropped, so each keeps its own.
  const images = project.image_gallery
    .map((image, index) => ({ src: safeImageSrc(image), alt: project.image_gallery_alt[index]?.trim() ?? '' }))
    .filter((image): image is { src: string; alt: string } => image.src !== null);
  if (images.length === 0) return null;
  const t = await getTranslations('ProjectDetail');
  return (
    <section aria-labelledby="project-gallery" className="mt-16">
      <h2 id="project-gallery" className="text-3xl">
        {t('gallery')}
      </h2>
      <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3">
        {images.map(({ src, alt }, index) => (
          <li key={`${index}-${src}`}>
            <a
              href={src}
              target="_blank"
              rel="noopener noreferrer"
              className="group relative block aspect-[4/3] overflow-hidden rounded-2xl bg-blush shadow-sm ring-1 ring-plum/5"
            >
              <OptimizedImage
                src={src}
                // The admin's text; else one made of the title, so no image is left unnamed.
                alt={alt || t('galleryImage', { title: project.title, number: index + 1, total: images.length })}
                fill
                unoptimized={!src.startsWith('/')}
                sizes="(min-width: 1024px) 260px, (min-width: 640px) 33vw, 50vw"
                className="object-cover transition-transform duration-500 group-hover:scale-105"
              />
              <span className="sr-only"> {t('opensInNewTab')}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { getTranslations } from 'next-intl/server';
import type { DigitalProduct } from '@/lib/content/types';
import { safeImageSrc } from '@/lib/rich-text/urls';
import { OptimizedImage } from '@/components/ui/optimized-image';
import { GalleryCarousel } from './gallery-carousel';

/** The product's picture, then its previews, each named by its alt text or else by the title and position. */
export async function ProductGallery({ product }: { product: Pick<DigitalProduct, 'title' | 'image_url' | 'gallery' | 'gallery_alt'> }) {
  const t = await getTranslations('ProductDetail');
  const previews = product.gallery
    .map((src, index) => ({ src: safeImageSrc(src), alt: product.gallery_alt[index]?.trim() ?? '' }))
    .filter((image): image is { src: string; alt: string } => image.src !== null);
  const images = [{ src: product.image_url, alt: '' }, ...previews];
  const total = images.length;
  const altOf = (alt: string, index: number) => alt || t('imageAlt', { title: product.title, number: index + 1, total });
  return (
    <GalleryCarousel
      label={t('galleryLabel', { title: product.title })}
      thumbsLabel={t('thumbsLabel')}
      previous={t('previousImage')}
      next={t('nextImage')}
      slideLabels={images.map((_, index) => t('slideLabel', { number: index + 1, total }))}
      thumbLabels={images.map((_, index) => t('showImage', { number: index + 1 }))}
      slides={images.map(({ src, alt }, index) => (
        <OptimizedImage
          key={src}
          src={src}
          alt={altOf(alt, index)}
          fill
          priority={index === 0}
          unoptimized={!src.startsWith('/')}
          sizes="(min-width: 1280px) 700px, (min-width: 1024px) 55vw, 100vw"
          className="object-cover"
        />
      ))}
      thumbs={images.map(({ src }) => (
        // Small and all in the first screen: loaded at once rather than when a scroll container reveals them.
        // A fixed width: two candidates (1x, 2x) where a `sizes` in pixels lists every width there is.
        <OptimizedImage
          key={src}
          src={src}
          alt=""
          width={80}
          height={80}
          loading="eager"
          unoptimized={!src.startsWith('/')}
          className="block size-full object-cover"
        />
      ))}
    />
  );
}

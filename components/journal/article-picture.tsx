import type { Article } from '@/lib/content/articles';
import { safeImageSrc } from '@/lib/rich-text/urls';
import { OptimizedImage } from '@/components/ui/optimized-image';

/** An article's cover filling its frame (the frame sets the size), named by the admin's alt text. */
export function ArticlePicture({
  article,
  sizes,
  priority = false,
  className = '',
}: {
  article: Article;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  const src = safeImageSrc(article.cover_image);
  if (!src) return null;
  return (
    <OptimizedImage
      src={src}
      // A cover without its own description repeats the title's words for no one: it is decoration then.
      alt={article.cover_image_alt ?? ''}
      fill
      priority={priority}
      unoptimized={!src.startsWith('/')}
      sizes={sizes}
      className={`object-cover ${className}`}
    />
  );
}

import { getImageProps, type ImageProps } from 'next/image';

type OptimizedImageProps = Omit<ImageProps, 'preload' | 'priority' | 'placeholder' | 'blurDataURL' | 'onLoad' | 'onError'> & {
  /** Above the fold and possibly the page's largest element: load at once and ahead of others. */
  priority?: boolean;
};

/**
 * The `<img>` next/image would render (optimizer URLs, srcset, sizes, lazy loading), built on the
 * server. next/image's own component is a client component: every page showing one would ship
 * and hydrate its JavaScript, although these images need no behaviour in the browser.
 */
export function OptimizedImage({ priority = false, alt, unoptimized, ...props }: OptimizedImageProps) {
  // next/image throws for a site path with a query string (images.localPatterns allows none) and
  // the whole page would answer 500; new addresses cannot have one (lib/projects/input.ts), but a
  // row saved before that rule is shown as it is rather than breaking the page.
  const withQuery = typeof props.src === 'string' && props.src.startsWith('/') && props.src.includes('?');
  const { props: imgProps } = getImageProps({
    ...props,
    alt,
    unoptimized: unoptimized || withQuery,
    ...(priority ? { loading: 'eager', fetchPriority: 'high' } : {}),
  });
  // eslint-disable-next-line @next/next/no-img-element -- this is next/image's markup, rendered without its client component
  return <img {...imgProps} alt={alt} />;
}

import type { CSSProperties, ImgHTMLAttributes } from 'react';
import { getImageProps, type ImageProps } from 'next/image';
import { TemplatedImg } from './templated-img';
import { TEMPLATED_DEFAULTS, type WidthTemplate } from './width-template';

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
  const { srcSet, src, style: nextStyle, className: nextClassName, ...rest } = imgProps;
  const { style, className } = styleAsClasses(nextStyle, nextClassName);
  // Only the attributes that have a value: an undefined one would still be written into the payload.
  const attributes = { ...rest, ...(style && { style }), ...(className && { className }) };
  const compact = widthTemplate(srcSet, src);
  if (compact) return <TemplatedImg {...withoutDefaults(attributes)} {...compact} alt={alt} />;
  // eslint-disable-next-line @next/next/no-img-element -- this is next/image's markup, rendered without its client component
  return <img {...attributes} alt={alt} srcSet={srcSet} src={src} />;
}

/** Leaves out what TemplatedImg writes by itself (next/image's defaults), so the payload does not carry it. */
function withoutDefaults<T extends Pick<ImgHTMLAttributes<HTMLImageElement>, 'loading' | 'decoding'>>({ loading, decoding, ...rest }: T) {
  return {
    ...rest,
    ...(loading !== TEMPLATED_DEFAULTS.loading && { loading }),
    ...(decoding !== TEMPLATED_DEFAULTS.decoding && { decoding }),
  };
}

const CANDIDATE = /^(\S+) ([1-9]\d*)w$/;

/**
 * The srcset as one address with the width cut out, when every candidate and the fallback `src`
 * are exactly that address at their width (checked, so whatever Next's addresses look like, the
 * picture is written as Next wrote it); else none, and the `<img>` is written as it is.
 */
export function widthTemplate(srcSet: string | undefined, src: string): { template: WidthTemplate; widths: number[] } | undefined {
  if (!srcSet) return undefined;
  const entries: { url: string; width: string }[] = [];
  for (const candidate of srcSet.split(', ')) {
    const [, url, width] = CANDIDATE.exec(candidate) ?? [];
    if (!url || !width) return undefined;
    entries.push({ url, width });
  }
  const { url, width } = entries[0]!;
  for (let at = url.indexOf(width); at >= 0; at = url.indexOf(width, at + 1)) {
    const [before, after] = [url.slice(0, at), url.slice(at + width.length)];
    const fits = entries.every((entry) => entry.url === before + entry.width + after) && src === before + entries.at(-1)!.width + after;
    if (fits) return { template: [before, after], widths: entries.map((entry) => Number(entry.width)) };
  }
  return undefined;
}

// What next/image writes inline for `fill`, and then for alt text hidden while the picture loads.
const FILL_STYLE = Object.entries({ position: 'absolute', height: '100%', width: '100%', left: 0, top: 0, right: 0, bottom: 0 });

/**
 * next/image's inline style as the same utilities where it is exactly its own: an attribute is
 * written into the page twice (HTML and RSC payload), and the fill style was 0.2 kB a picture.
 * `img-fill` (app/globals.css) is both together, the common case.
 */
function styleAsClasses(style: CSSProperties | undefined, className: string | undefined) {
  const declared = new Map(Object.entries(style ?? {}).filter(([, value]) => value !== undefined));
  const color = declared.get('color');
  declared.delete('color');
  const isFill = declared.size === FILL_STYLE.length && FILL_STYLE.every(([key, value]) => declared.get(key) === value);
  const isOwn = (isFill || declared.size === 0) && (color === undefined || color === 'transparent');
  if (!isOwn) return { style, className };
  const own = isFill && color ? 'img-fill' : isFill ? 'absolute inset-0 size-full' : color ? 'text-transparent' : undefined;
  const classes = [className, own].filter(Boolean).join(' ');
  return { style: undefined, className: classes || undefined };
}

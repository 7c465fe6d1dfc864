'use client';

import type { ImgHTMLAttributes } from 'react';
import { TEMPLATED_DEFAULTS, type WidthTemplate } from './width-template';

type TemplatedImgProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> & {
  template: WidthTemplate;
  /** The srcset's widths, smallest first; the fallback `src` is the largest. */
  widths: readonly number[];
};

/**
 * The `<img>` OptimizedImage describes, with its srcset written out here from one address and the
 * widths. Rendered by a server component, every candidate address would be written into the page
 * twice, in its HTML and in its RSC payload; as a client component's props, the payload carries
 * them once, as the template (docs/decisions/markup-written-once.md).
 */
export function TemplatedImg({
  template: [before, after],
  widths,
  alt,
  loading = TEMPLATED_DEFAULTS.loading,
  decoding = TEMPLATED_DEFAULTS.decoding,
  ...props
}: TemplatedImgProps) {
  const at = (width: number) => `${before}${width}${after}`;
  const srcSet = widths.map((width) => `${at(width)} ${width}w`).join(', ');
  // eslint-disable-next-line @next/next/no-img-element -- next/image's markup, built from OptimizedImage's description
  return <img loading={loading} decoding={decoding} {...props} alt={alt} srcSet={srcSet} src={at(widths[widths.length - 1] ?? 0)} />;
}

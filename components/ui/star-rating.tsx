import type { CSSProperties } from 'react';

/** One star of a rating, filled or faint; its size comes from `className`. */
export function Star({ filled, className }: { filled: boolean; className: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={`${className} ${filled ? 'fill-current' : 'fill-plum/15'}`}>
      <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.9z" />
    </svg>
  );
}

/**
 * Five stars, `rating` of them filled, drawn by one element (the star-rating utility in
 * app/globals.css) rather than five SVGs, which a list of testimonials wrote per card into its HTML
 * and again into its RSC payload. `label` is the accessible text, e.g. 'Rated 5 out of 5'.
 */
export function StarRating({ rating, label }: { rating: number; label: string }) {
  return <div role="img" aria-label={label} className="star-rating" style={{ '--rating': rating } as CSSProperties} />;
}

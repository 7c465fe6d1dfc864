/** One star of a rating, filled or faint; its size comes from `className`. */
export function Star({ filled, className }: { filled: boolean; className: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={`${className} ${filled ? 'fill-current' : 'fill-plum/15'}`}>
      <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.9z" />
    </svg>
  );
}

/** Five stars, `rating` of them filled; `label` is the accessible text, e.g. 'Rated 5 out of 5'. */
export function StarRating({ rating, label }: { rating: number; label: string }) {
  return (
    <div role="img" aria-label={label} className="flex gap-0.5 text-gold">
      {[1, 2, 3, 4, 5].map((star) => (
        <Star key={star} filled={star <= rating} className="size-5" />
      ))}
    </div>
  );
}

/**
 * A text-sized arrow for links ("Learn more →", "← All projects"), drawn by the `icon-arrow`
 * utility (app/globals.css): an inline SVG was 0.5 kB per arrow, written twice (HTML and RSC
 * payload), and a page has up to eighteen.
 */
export function ArrowIcon({ direction }: { direction: 'left' | 'right' }) {
  return <span aria-hidden="true" className={direction === 'left' ? 'icon-arrow -scale-x-100' : 'icon-arrow'} />;
}

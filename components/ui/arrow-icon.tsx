/**
 * A text-sized arrow for links ("Learn more →", "← All projects"). Drawn rather than typed: the
 * site's font subsets have no arrows, so the character would make the browser search the system's
 * fonts during the page's first layout and show whatever arrow it finds there.
 */
export function ArrowIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      className={`inline-block size-[1em] align-[-0.125em] ${direction === 'left' ? '-scale-x-100' : ''}`}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M2.5 8h11M9 3.5 13.5 8 9 12.5" />
    </svg>
  );
}

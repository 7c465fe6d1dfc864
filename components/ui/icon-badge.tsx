/** A line icon (one SVG path in a 24-unit box) on the blush square the feature cards share. */
export function IconBadge({ path, className = '' }: { path: string; className?: string }) {
  return (
    <span className={`inline-flex size-12 items-center justify-center rounded-2xl bg-blush text-rose-deep ${className}`}>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={path} />
      </svg>
    </span>
  );
}

const SIZES = {
  // A panel of its own (payment, download link): the icon is centred over the heading.
  large: { badge: 'mx-auto size-16', icon: 'size-8' },
  // A confirmation within a form's place (message sent, links sent).
  medium: { badge: 'size-14', icon: 'size-7' },
};

/** The round line icon over a state's heading: a payment's, a download link's, a sent form's. */
export function StateIcon({
  path,
  tone,
  strokeWidth = 2,
  size = 'large',
}: {
  path: string;
  tone: string;
  strokeWidth?: number;
  size?: keyof typeof SIZES;
}) {
  return (
    <span className={`inline-flex items-center justify-center rounded-full ${SIZES[size].badge} ${tone}`}>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className={SIZES[size].icon}
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={path} />
      </svg>
    </span>
  );
}

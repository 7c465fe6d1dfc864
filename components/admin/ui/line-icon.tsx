import type { ReactNode } from 'react';

/** A stroked line icon in a 24-unit box, hidden from screen readers: the button or link it sits in is named by its text. */
export function LineIcon({ d, className, width = 1.8, children }: { d?: string; className: string; width?: number; children?: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={`fill-none stroke-current ${className}`}
      strokeWidth={width}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {d && <path d={d} />}
      {children}
    </svg>
  );
}

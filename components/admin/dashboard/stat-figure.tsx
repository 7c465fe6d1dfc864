import Link from 'next/link';
import type { ReactNode } from 'react';

interface StatFigureProps {
  label: string;
  value: ReactNode;
  /** An SVG path (24×24, stroked) shown beside the figure on wider screens. */
  icon: ReactNode;
  /** Where the whole card leads, with the link's accessible name. */
  link?: { href: string; label: string };
}

/**
 * One figure of the dashboard, as a <dt>/<dd> pair in its card (a <dl> may hold only those in
 * <div>s: the icon lives inside the <dd>). A card with a link is clickable as a whole.
 */
export function StatFigure({ label, value, icon, link }: StatFigureProps) {
  return (
    <div className="relative flex flex-col rounded-3xl bg-white p-4 shadow-sm ring-1 ring-plum/5 transition-shadow has-[a:hover]:shadow-md has-[a:hover]:ring-rose-deep/30 has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-rose-deep sm:min-h-24 sm:justify-center sm:p-6 sm:pl-24">
      <dt className="order-2 text-xs leading-snug text-muted sm:text-sm">{label}</dt>
      <dd className="order-1 font-serif text-2xl font-semibold tabular-nums text-plum sm:text-3xl">
        <span
          aria-hidden="true"
          className="absolute left-6 top-1/2 hidden size-12 -translate-y-1/2 place-items-center rounded-2xl bg-blush text-rose-deep sm:grid"
        >
          <svg
            viewBox="0 0 24 24"
            className="size-6 fill-none stroke-current"
            strokeWidth="1.7"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            {icon}
          </svg>
        </span>
        {link ? (
          <Link href={link.href} aria-label={link.label} className="outline-none after:absolute after:inset-0 after:rounded-3xl">
            {value}
          </Link>
        ) : (
          value
        )}
      </dd>
      {link && (
        <span aria-hidden="true" className="absolute right-4 top-4 text-rose-deep sm:right-6 sm:top-1/2 sm:-translate-y-1/2">
          <svg
            viewBox="0 0 24 24"
            className="size-5 fill-none stroke-current"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M9 6l6 6-6 6" />
          </svg>
        </span>
      )}
    </div>
  );
}

import Link from 'next/link';
import type { ReactNode } from 'react';

interface StatFigureProps {
  label: string;
  value: ReactNode;
  /** Where the whole tile leads, with the link's accessible name. */
  link?: { href: string; label: string };
}

/**
 * One figure of the dashboard, as a <dt>/<dd> pair in its tile (a <dl> may hold only those in
 * <div>s). The figure is set in the sans with tabular, lining figures: a tool's numbers, not a
 * headline. A tile with a link is clickable as a whole.
 */
export function StatFigure({ label, value, link }: StatFigureProps) {
  return (
    <div className="relative flex min-w-0 flex-col rounded-2xl bg-white px-4 py-3 shadow-sm ring-1 ring-plum/10 transition-shadow has-[a:hover]:ring-rose-deep/40 has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-rose-deep sm:px-5 sm:py-4">
      <dt className="text-xs font-medium text-muted">{label}</dt>
      <dd className="mt-1 break-words text-xl font-semibold tabular-nums lining-nums tracking-tight text-plum sm:text-2xl">
        {link ? (
          <Link href={link.href} aria-label={link.label} className="outline-none after:absolute after:inset-0 after:rounded-2xl">
            {value}
          </Link>
        ) : (
          value
        )}
      </dd>
    </div>
  );
}

'use client';

import Link from 'next/link';
import { useId, type ReactNode } from 'react';

interface DashboardPanelProps {
  title: string;
  /** How many there are in all (the list may show fewer). */
  count?: number;
  /** "All messages": where the whole list lives. */
  more?: { href: string; label: string };
  /** Each leading to its record: the main text, a second line, and a figure or date at the right. */
  rows: readonly { key: string; href: string; title: string; detail?: (string | null | false)[]; aside?: ReactNode }[];
  /** Said instead of the list when there are no rows. */
  empty: string;
  listLabel?: string;
  /** Spans both columns on a wide screen. */
  wide?: boolean;
  /** Under the list ("and 3 more"). */
  children?: ReactNode;
}

/** One of the dashboard's lists: a titled box of dense rows, its total beside the title, a way to the section. */
export function DashboardPanel({ title, count, more, rows, empty, listLabel, wide, children }: DashboardPanelProps) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={`flex min-w-0 flex-col rounded-2xl bg-white shadow-sm ring-1 ring-plum/10 ${wide ? 'lg:col-span-2' : ''}`}
    >
      <header className="flex items-center justify-between gap-3 border-b border-plum/10 px-4 py-3 sm:px-5">
        <h2 id={id} className="flex items-center gap-2 font-sans text-sm font-semibold text-plum">
          {title}
          {count !== undefined && (
            <span className="rounded-full bg-blush px-2 py-0.5 text-xs font-semibold tabular-nums lining-nums text-rose-deep">{count}</span>
          )}
        </h2>
        {more && (
          <Link
            href={more.href}
            className="inline-flex min-h-6 items-center text-xs font-semibold text-rose-deep underline-offset-4 hover:underline"
          >
            {more.label}
          </Link>
        )}
      </header>
      {rows.length === 0 ? (
        <p className="px-4 py-4 text-sm text-muted sm:px-5">{empty}</p>
      ) : (
        <ul aria-label={listLabel} className="divide-y divide-plum/5 py-1">
          {/* The link is named by the main text alone; the whole row answers a click. */}
          {rows.map(({ key, href, title, detail = [], aside }) => (
            <li
              key={key}
              className="relative flex items-baseline gap-3 px-4 py-2.5 text-sm transition-colors hover:bg-cream/70 has-[a:focus-visible]:outline-2 has-[a:focus-visible]:-outline-offset-2 has-[a:focus-visible]:outline-rose-deep sm:px-5"
            >
              <span className="min-w-0 flex-1">
                <Link href={href} className="block min-h-6 truncate font-semibold text-plum outline-none after:absolute after:inset-0">
                  {title}
                </Link>
                {/* A second line made of parts ("Project · 2 missing: Title"), each its own text, the dots only for the eye. */}
                <span className="block truncate text-xs text-muted">
                  {detail.filter(Boolean).map((part, index) => (
                    <span key={index}>
                      {index > 0 && <span aria-hidden="true"> · </span>}
                      <span>{part}</span>
                    </span>
                  ))}
                </span>
              </span>
              {aside && <span className="shrink-0 text-right text-xs tabular-nums lining-nums text-muted">{aside}</span>}
            </li>
          ))}
        </ul>
      )}
      {children}
    </section>
  );
}

'use client';

import type { ReactNode } from 'react';

// Small pieces the Orders, Messages and Bookings lists share.

/** A stroked 24×24 icon beside a text that names it (hidden from screen readers). */
export function Icon({ d, className = 'size-4', width = 1.8 }: { d: string; className?: string; width?: number }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={`${className} fill-none stroke-current`}
      strokeWidth={width}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={d} />
    </svg>
  );
}

/** A record's state as a small tag; `look` gives its colours. */
export function Pill({ look, children }: { look: string; children: ReactNode }) {
  return (
    <span className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${look}`}>
      {children}
    </span>
  );
}

/** Buttons of which one is pressed: the list's box (inbox, archive) or view (upcoming, past, availability). */
export function Choice<Name extends string>(props: {
  label: string;
  names: readonly Name[];
  value: Name;
  onChange: (name: Name) => void;
  text: (name: Name) => string;
  className?: string;
}) {
  return (
    <div role="group" aria-label={props.label} className={`rounded-full bg-white p-1 ring-1 ring-plum/15 ${props.className ?? ''}`}>
      {props.names.map((name) => (
        <button
          key={name}
          type="button"
          aria-pressed={props.value === name}
          onClick={() => props.onChange(name)}
          className="rounded-full px-3.5 py-2 text-sm font-semibold text-muted transition-colors hover:text-plum aria-pressed:bg-plum aria-pressed:text-white sm:px-4"
        >
          {props.text(name)}
        </button>
      ))}
    </div>
  );
}

/** A list still on screen whose reload failed says so under it (its Try again is the next change or visit). */
export function StaleAlert({ text }: { text: string }) {
  return (
    <p role="alert" className="mt-4 rounded-2xl bg-blush/60 px-5 py-3 text-sm text-plum">
      {text}
    </p>
  );
}

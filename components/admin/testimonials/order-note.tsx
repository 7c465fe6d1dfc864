import type { ReactNode } from 'react';

/** Above an ordered list: what its order decides on the website. */
export function OrderNote({ children }: { children: ReactNode }) {
  return (
    <p className="mb-6 flex items-start gap-3 rounded-2xl bg-white/70 px-4 py-3 text-sm text-ink ring-1 ring-plum/10">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="mt-0.5 size-5 shrink-0 fill-none stroke-rose-deep"
        strokeWidth="1.8"
        strokeLinecap="round"
      >
        <circle cx="12" cy="12" r="9" />
        <path d="M12 11v6M12 7.5h.01" />
      </svg>
      {children}
    </p>
  );
}

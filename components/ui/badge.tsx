import type { ReactNode } from 'react';

export function Badge({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap rounded-full bg-rose-deep px-3 py-1 text-xs font-semibold uppercase tracking-wider text-white ${className}`}
    >
      {children}
    </span>
  );
}

import type { ReactNode } from 'react';

/**
 * The heading of a part of a case study (overview, video, gallery, next project): set small, in
 * capitals over a rule, as the facts' labels are, so the story's own serif headings lead.
 */
export function SectionLabel({ id, children, className = '' }: { id: string; children: ReactNode; className?: string }) {
  return (
    <h2
      id={id}
      className={`border-t border-plum/15 pt-4 font-sans text-xs font-semibold uppercase tracking-[0.18em] text-rose-deep sm:text-sm ${className}`}
    >
      {children}
    </h2>
  );
}

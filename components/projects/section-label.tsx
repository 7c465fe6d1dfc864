import type { ReactNode } from 'react';

/**
 * The heading of a part of a case study (overview, video, gallery, next project): set small, in
 * capitals over a rule, as the facts' labels are, so the story's own serif headings lead (its look is
 * the `section-label` utility in app/globals.css).
 */
export function SectionLabel({ id, children, className = '' }: { id: string; children: ReactNode; className?: string }) {
  return (
    <h2 id={id} className={className ? `section-label ${className}` : 'section-label'}>
      {children}
    </h2>
  );
}

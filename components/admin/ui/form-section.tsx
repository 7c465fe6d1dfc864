import type { ReactNode } from 'react';

/**
 * A titled group of fields inside an admin form (project, product, testimonial, page); `note`
 * stands under the title. Its heading is an h3 in a dialog (under the dialog's h2), an h2 on a
 * page of its own (under the page's h1).
 */
export function FormSection({
  id,
  title,
  lead,
  note,
  heading: Heading = 'h3',
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  note?: ReactNode;
  heading?: 'h2' | 'h3';
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-plum/5 sm:p-6">
      <Heading id={id} className="text-lg">
        {title}
      </Heading>
      {note}
      {lead && <p className="mt-1 text-sm text-muted">{lead}</p>}
      <div className="mt-5 space-y-5">{children}</div>
    </section>
  );
}

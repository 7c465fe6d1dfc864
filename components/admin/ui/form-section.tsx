import type { ReactNode } from 'react';

/** A titled group of fields inside an admin form (project, product, testimonial); `note` stands under the title. */
export function FormSection({
  id,
  title,
  lead,
  note,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  note?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-plum/5 sm:p-6">
      <h3 id={id} className="text-lg">
        {title}
      </h3>
      {note}
      {lead && <p className="mt-1 text-sm text-muted">{lead}</p>}
      <div className="mt-5 space-y-5">{children}</div>
    </section>
  );
}

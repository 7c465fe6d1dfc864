import type { ReactNode } from 'react';
import type { ProjectFormValues, RequiredField } from './project-form-values';
import type { SetField } from './use-project-form';

/** What each part of the project form gets from the form. */
export interface FormPartProps {
  values: ProjectFormValues;
  setField: SetField;
  /** The message of a required field while it is invalid. */
  errorOf: (field: RequiredField) => string | undefined;
}

/** A titled group of fields inside the project form. */
export function FormSection({ id, title, lead, children }: { id: string; title: string; lead?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-plum/5 sm:p-6">
      <h3 id={id} className="text-lg">
        {title}
      </h3>
      {lead && <p className="mt-1 text-sm text-muted">{lead}</p>}
      <div className="mt-5 space-y-5">{children}</div>
    </section>
  );
}

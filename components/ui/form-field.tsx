import type { ReactNode } from 'react';

/** What a form control needs to be tied to its label, its hint and its error message. */
export interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  className: string;
}

interface FormFieldProps {
  id: string;
  label: string;
  /** A line under the control saying what the value is for; read with the control. */
  hint?: string;
  /** The message shown under the control while it is invalid. */
  error?: string;
  children: (control: ControlProps) => ReactNode;
}

const controlClass =
  'w-full rounded-2xl border border-plum/15 bg-cream/40 px-4 py-3 text-ink transition-colors placeholder:text-muted/80 hover:border-plum/30 focus:border-rose-deep focus:bg-white aria-[invalid=true]:border-rose-deep aria-[invalid=true]:bg-blush/30';

/** A labelled control with its hint and error message; both are announced with the control. */
export function FormField({ id, label, hint, error, children }: FormFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-2 block text-sm font-semibold text-plum">
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy, className: controlClass })}
      {error && (
        <p id={errorId} className="mt-2 flex items-center gap-1.5 text-sm text-rose-deep">
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0 fill-current">
            <path d="M10 1.5a8.5 8.5 0 100 17 8.5 8.5 0 000-17zm-.9 4.5h1.8v5.5H9.1zm0 7h1.8v1.8H9.1z" />
          </svg>
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="mt-2 text-sm text-muted">
          {hint}
        </p>
      )}
    </div>
  );
}

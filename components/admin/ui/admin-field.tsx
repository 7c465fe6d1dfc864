import type { ReactNode } from 'react';
import { inputClass, labelClass, labelRowClass, labelTextClass } from './field-styles';
import { flagDescription, TranslationFlagTag, type TranslationFlag } from './translation-flag';

/** What a control needs to be tied to its label, help and error message. */
export interface FieldControl {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  className: string;
}

interface AdminFieldProps {
  id: string;
  label: string;
  help?: string;
  /** The message shown under the control while it is invalid. */
  error?: string;
  /** A translation input's status, tagged beside the label and part of the control's description. */
  flag?: TranslationFlag;
  children: (control: FieldControl) => ReactNode;
}

/** A labelled control with optional help text and its error message, both announced with it. */
export function AdminField({ id, label, help, error, flag, children }: AdminFieldProps) {
  const helpId = help ? `${id}-help` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const { flagId, describedBy } = flagDescription(id, flag, [errorId, helpId].filter(Boolean).join(' '));
  return (
    <div>
      {flag && flagId ? (
        <div className={labelRowClass}>
          <label id={`${id}-label`} htmlFor={id} className={labelTextClass}>
            {label}
          </label>
          <TranslationFlagTag id={flagId} flag={flag} />
        </div>
      ) : (
        <label id={`${id}-label`} htmlFor={id} className={labelClass}>
          {label}
        </label>
      )}
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy, className: inputClass })}
      {help && (
        <p id={helpId} className="mt-1.5 text-xs text-muted">
          {help}
        </p>
      )}
      {error && <FieldError id={`${id}-error`} message={error} />}
    </div>
  );
}

export function FieldError({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} className="mt-2 flex items-center gap-1.5 text-sm font-medium text-rose-deep">
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0 fill-current">
        <path d="M10 1.5a8.5 8.5 0 100 17 8.5 8.5 0 000-17zm-.9 4.5h1.8v5.5H9.1zm0 7h1.8v1.8H9.1z" />
      </svg>
      {message}
    </p>
  );
}

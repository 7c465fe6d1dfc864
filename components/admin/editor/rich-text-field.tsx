'use client';

import { FieldError } from '@/components/admin/ui/admin-field';
import { labelClass } from '@/components/admin/ui/field-styles';
import { RichTextEditor } from './rich-text-editor';

interface RichTextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
}

/** A labelled rich-text editor with its error message. */
export function RichTextField({ id, label, value, onChange, error }: RichTextFieldProps) {
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  return (
    <div>
      {/* Not a <label>: the editable area is not a form control; it is named by this text instead. */}
      <p id={labelId} className={labelClass}>
        {label}
      </p>
      <RichTextEditor
        labelId={labelId}
        value={value}
        onChange={onChange}
        invalid={Boolean(error)}
        describedBy={error ? errorId : undefined}
      />
      {error && <FieldError id={errorId} message={error} />}
    </div>
  );
}

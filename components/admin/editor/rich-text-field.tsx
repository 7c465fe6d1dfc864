'use client';

import { FieldError } from '@/components/admin/ui/admin-field';
import { labelRowClass, labelTextClass } from '@/components/admin/ui/field-styles';
import { flagDescription, TranslationFlagTag, type TranslationFlag } from '@/components/admin/ui/translation-flag';
import { RichTextEditor } from './rich-text-editor';

interface RichTextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
  /** A translation's status, tagged beside the label and part of the editor's description. */
  flag?: TranslationFlag;
}

/** A labelled rich-text editor with its error message. */
export function RichTextField({ id, label, value, onChange, error, flag }: RichTextFieldProps) {
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const { flagId, describedBy } = flagDescription(id, flag, error ? errorId : undefined);
  return (
    <div>
      {/* Not a <label>: the editable area is not a form control; it is named by this text instead. */}
      <div className={labelRowClass}>
        <p id={labelId} className={labelTextClass}>
          {label}
        </p>
        {flag && flagId && <TranslationFlagTag id={flagId} flag={flag} />}
      </div>
      <RichTextEditor labelId={labelId} value={value} onChange={onChange} invalid={Boolean(error)} describedBy={describedBy} />
      {error && <FieldError id={errorId} message={error} />}
    </div>
  );
}

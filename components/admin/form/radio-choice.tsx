'use client';

import type { ChoiceField } from '@/lib/forms/fields';
import { FieldError } from '@/components/admin/ui/admin-field';
import { labelClass } from '@/components/admin/ui/field-styles';
import { useFieldForm } from './form-context';

/** A choice of two or three (`widget: 'radio'`): each option in sight, named by the form's messages. */
export function RadioChoice({ path, field, label, value }: { path: string; field: ChoiceField; label: string; value: string }) {
  const { dispatch, errors, controlId, helpOf, optionOf } = useFieldForm();
  const id = controlId(path);
  const help = helpOf(path, field);
  const error = errors[path];
  const describedBy = [help && `${id}-help`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset aria-describedby={describedBy}>
      <legend className={labelClass}>{label}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-3">
        {field.options.map((option, index) => (
          <label key={option} className="inline-flex min-h-6 items-center gap-2 text-sm text-ink">
            <input
              type="radio"
              name={id}
              // The first takes the field's id: a refusal's focus and the error list reach it.
              id={index === 0 ? id : undefined}
              value={option}
              checked={value === option}
              onChange={() => dispatch({ type: 'set', path, value: option })}
              className="size-6 accent-rose-deep"
            />
            {optionOf(path, option)}
          </label>
        ))}
      </div>
      {help && (
        <p id={`${id}-help`} className="mt-1.5 text-xs text-muted">
          {help}
        </p>
      )}
      {error && <FieldError id={`${id}-error`} message={error} />}
    </fieldset>
  );
}

'use client';

import type { ChoiceField } from '@/lib/forms/fields';
import { FieldError } from '@/components/admin/ui/admin-field';
import { labelClass } from '@/components/admin/ui/field-styles';
import { useFieldForm } from './form-context';

// The looks of a few options in sight: radio buttons in a row, or one pill whose chosen part is filled.
const LOOKS = {
  radio: {
    options: 'flex flex-wrap gap-x-6 gap-y-3',
    option: 'inline-flex min-h-6 items-center gap-2 text-sm text-ink',
    input: 'size-6 accent-rose-deep',
  },
  segmented: {
    options: 'inline-flex rounded-full bg-cream p-1 ring-1 ring-plum/10',
    option:
      'cursor-pointer rounded-full px-5 py-2 text-sm font-semibold text-plum transition-colors has-[:checked]:bg-plum has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-rose-deep',
    input: 'sr-only',
  },
};

/**
 * A choice of two or three, each option in sight and named by the form's messages: radio buttons
 * (`widget: 'radio'`), or a segmented pill (`'segmented'`: Draft, Published) whose help line speaks of
 * the chosen option (`help.<name>.<option>`).
 */
export function RadioChoice({ path, field, label, value }: { path: string; field: ChoiceField; label: string; value: string }) {
  const { dispatch, errors, controlId, helpOf, optionOf } = useFieldForm();
  const id = controlId(path);
  const segmented = field.widget === 'segmented';
  const look = LOOKS[segmented ? 'segmented' : 'radio'];
  const help = helpOf(segmented ? `${path}.${value}` : path, field);
  const error = errors[path];
  const describedBy = [help && `${id}-help`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset aria-describedby={describedBy}>
      <legend className={labelClass}>{label}</legend>
      <div className={look.options}>
        {field.options.map((option, index) => (
          <label key={option} className={look.option}>
            <input
              type="radio"
              name={id}
              // The first takes the field's id: a refusal's focus and the error list reach it.
              id={index === 0 ? id : undefined}
              value={option}
              checked={value === option}
              onChange={() => dispatch({ type: 'set', path, value: option })}
              className={look.input}
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

'use client';

import type { RelationField } from '@/lib/forms/fields';
import { FieldError } from '@/components/admin/ui/admin-field';
import { labelClass } from '@/components/admin/ui/field-styles';
import { useFieldForm } from './form-context';

/**
 * Records of another kind, ticked: the value is their ids. The options are the form owner's
 * (`relations` of the form, by the kind the field names): the renderer loads nothing itself, so
 * it knows no feature. Until they have loaded, no box is drawn.
 */
export function RelationInput({ path, field, label, value }: { path: string; field: RelationField; label: string; value: string[] }) {
  const { dispatch, errors, controlId, helpOf, relations } = useFieldForm();
  const id = controlId(path);
  const help = helpOf(path, field);
  const error = errors[path];
  const chosen = new Set(value ?? []);
  const toggle = (option: string, on: boolean) =>
    dispatch({ type: 'set', path, value: on ? [...chosen, option] : [...chosen].filter((other) => other !== option) });
  const describedBy = [help && `${id}-help`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    // min-w-0: a fieldset is as wide as its widest line by default, and a record's name may be one long word.
    <fieldset id={id} aria-describedby={describedBy} className="min-w-0">
      <legend className={labelClass}>{label}</legend>
      {help && (
        <p id={`${id}-help`} className="-mt-1 mb-3 text-xs text-muted">
          {help}
        </p>
      )}
      <ul className="grid gap-2 sm:grid-cols-2">
        {(relations?.[field.to] ?? []).map((option) => (
          <li key={option.value}>
            <label className="flex min-h-6 min-w-0 items-center gap-2 text-sm text-ink [overflow-wrap:anywhere]">
              <input
                type="checkbox"
                checked={chosen.has(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
                className="size-6 shrink-0 accent-rose-deep"
              />
              {option.label}
            </label>
          </li>
        ))}
      </ul>
      {error && <FieldError id={`${id}-error`} message={error} />}
    </fieldset>
  );
}

'use client';

import type { ChoiceField, TagsField } from '@/lib/forms/fields';
import { labelClass } from '@/components/admin/ui/field-styles';
import { useFieldForm } from './form-context';

/** Any of a fixed set of tags, as toggle buttons. */
export function TagsInput({ path, field, label, value }: { path: string; field: TagsField; label: string; value: string[] }) {
  const { dispatch, controlId, optionOf } = useFieldForm();
  const id = controlId(path);
  const toggle = (tag: string) =>
    dispatch({ type: 'set', path, value: value.includes(tag) ? value.filter((chosen) => chosen !== tag) : [...value, tag] });
  return (
    <div role="group" aria-labelledby={`${id}-label`}>
      <p id={`${id}-label`} className={labelClass}>
        {label}
      </p>
      <div className="flex flex-wrap gap-2">
        {field.options.map((tag) => (
          <button
            key={tag}
            type="button"
            aria-pressed={value.includes(tag)}
            onClick={() => toggle(tag)}
            className="rounded-full border border-plum/15 bg-white px-3.5 py-1.5 text-sm text-plum transition-colors hover:border-rose-deep aria-pressed:border-rose-deep aria-pressed:bg-rose-deep aria-pressed:text-white"
          >
            {optionOf(path, tag)}
          </button>
        ))}
      </div>
    </div>
  );
}

/** Few choices side by side (Draft, Published), as radio buttons; the help line speaks of the chosen one. */
export function SegmentedInput({ path, field, label, value }: { path: string; field: ChoiceField; label: string; value: string }) {
  const { dispatch, controlId, helpOf, optionOf } = useFieldForm();
  const id = controlId(path);
  const help = helpOf(`${path}.${value}`, field);
  return (
    <fieldset aria-describedby={help ? `${id}-help` : undefined}>
      <legend className="mb-2 block text-sm font-semibold text-plum">{label}</legend>
      <div className="inline-flex rounded-full bg-cream p-1 ring-1 ring-plum/10">
        {field.options.map((option) => (
          <label
            key={option}
            className="cursor-pointer rounded-full px-5 py-2 text-sm font-semibold text-plum transition-colors has-[:checked]:bg-plum has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-rose-deep"
          >
            <input
              type="radio"
              name={id}
              value={option}
              checked={value === option}
              onChange={() => dispatch({ type: 'set', path, value: option })}
              className="sr-only"
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
    </fieldset>
  );
}

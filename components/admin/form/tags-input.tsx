'use client';

import type { TagsField } from '@/lib/forms/fields';
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

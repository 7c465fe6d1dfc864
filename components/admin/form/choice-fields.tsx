'use client';

import { useTranslations } from 'next-intl';
import type { ChoiceField, NumberField } from '@/lib/forms/fields';
import { AdminField } from '@/components/admin/ui/admin-field';
import { useFieldForm } from './form-context';
import { useFieldFrame } from './use-field-frame';
import { RatingInput } from './rating-input';

// The fields that are a choice rather than a text: a number in a range (stars for a rating), yes
// or no, and one of a fixed set of values, named by the labeller the form was given.

export function NumberInput({ path, field, label, value }: { path: string; field: NumberField; label: string; value: number | null }) {
  const { dispatch } = useFieldForm();
  const frame = useFieldFrame(path, field, label);
  const set = (next: number | null) => dispatch({ type: 'set', path, value: next });
  if (field.widget === 'rating')
    return (
      <RatingInput
        id={frame.id}
        label={label}
        min={field.min}
        max={field.max}
        value={value ?? field.max}
        onChange={set}
        error={frame.error}
      />
    );
  return (
    <AdminField {...frame}>
      {(control) => (
        <input
          {...control}
          type="number"
          inputMode="numeric"
          min={field.min}
          max={field.max}
          step={1}
          value={value ?? ''}
          onChange={(event) => set(event.target.value === '' ? null : Number(event.target.value))}
          className={`${control.className} sm:max-w-xs`}
        />
      )}
    </AdminField>
  );
}

export function ToggleInput({ path, label, help, value }: { path: string; label: string; help?: string; value: boolean }) {
  const { dispatch, controlId } = useFieldForm();
  const id = controlId(path);
  return (
    <div className="flex items-start gap-3 rounded-2xl bg-cream/70 px-4 py-3">
      <input
        id={id}
        type="checkbox"
        checked={value}
        onChange={(event) => dispatch({ type: 'set', path, value: event.target.checked })}
        aria-describedby={help ? `${id}-help` : undefined}
        className="size-6 shrink-0 accent-rose-deep"
      />
      <div>
        <label htmlFor={id} className="text-sm font-semibold text-plum">
          {label}
        </label>
        {help && (
          <p id={`${id}-help`} className="text-xs text-muted">
            {help}
          </p>
        )}
      </div>
    </div>
  );
}

export function ChoiceInput({ path, field, label, value }: { path: string; field: ChoiceField; label: string; value: string }) {
  const t = useTranslations('AdminForm');
  const { dispatch, errors, controlId, helpOf, optionOf } = useFieldForm();
  return (
    <AdminField id={controlId(path)} label={label} help={helpOf(path, field)} error={errors[path]}>
      {(control) => (
        <select
          {...control}
          aria-required
          value={value}
          onChange={(event) => dispatch({ type: 'set', path, value: event.target.value })}
          className={`${control.className} sm:max-w-sm`}
        >
          {!field.options.includes(value) && <option value="">{t('choose')}</option>}
          {field.options.map((option) => (
            <option key={option} value={option}>
              {optionOf(path, option)}
            </option>
          ))}
        </select>
      )}
    </AdminField>
  );
}

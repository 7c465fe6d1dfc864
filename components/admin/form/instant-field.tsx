'use client';

import type { InstantField } from '@/lib/forms/fields';
import { AdminField } from '@/components/admin/ui/admin-field';
import { useFieldForm } from './form-context';
import { useFieldFrame } from './use-field-frame';

// A moment, typed in the admin's own time zone (the browser's) and kept as the ISO instant the
// API takes and answers, so the same moment shows in another zone as that zone's time.

/** "2026-12-01T08:00:00.000Z" → "2026-12-01T09:00" in Oslo, what a datetime-local input shows. */
export function localInputValue(iso: string | null | undefined): string {
  const date = new Date(iso ?? '');
  if (!iso || Number.isNaN(date.getTime())) return '';
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

export function InstantInput({ path, field, label, value }: { path: string; field: InstantField; label: string; value: string | null }) {
  const { dispatch } = useFieldForm();
  return (
    <AdminField {...useFieldFrame(path, field, label)}>
      {(control) => (
        <input
          {...control}
          type="datetime-local"
          aria-required={field.optional ? undefined : true}
          value={localInputValue(value)}
          // A local time without a zone is read in the browser's zone.
          onChange={(event) =>
            dispatch({ type: 'set', path, value: event.target.value ? new Date(event.target.value).toISOString() : null })
          }
          className={`${control.className} sm:max-w-xs`}
        />
      )}
    </AdminField>
  );
}

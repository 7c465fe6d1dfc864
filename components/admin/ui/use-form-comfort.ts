'use client';

import { useMemo, useState } from 'react';
import { useKeptDraft } from './use-kept-draft';
import { useLeaveGuard } from './use-leave-guard';
import { useSaveShortcut } from './use-save-shortcut';

interface FormComfortOptions<Values extends object> {
  /** Where the unsaved values are kept in this tab: `draftKey(section, record?.id)` (draft-store.ts). */
  draftKey: string;
  values: Values;
  /** The values as last saved: the record as the form opened it, or as the server answered a save. */
  saved: Values;
  /** Puts kept values back into the form (its state setter). */
  restore: (values: Values) => void;
  /** A save or an upload under way: Ctrl/Cmd+S waits. */
  busy: boolean;
}

/**
 * The editing comfort of a record form that has no server-side draft (docs/admin.md#editing-comfort):
 * Ctrl/Cmd+S submits it, leaving it with unsaved edits asks first, and its unsaved values survive a
 * reload in this tab, offered back when it opens again. A form adopts it with
 * `const { bindForm, ...comfort } = useFormComfort(…)` (apart: React's lint takes the whole of an
 * object whose part is a ref for a ref), `<form ref={bindForm}>`, `<DraftOffer offer={comfort.offer} />`
 * (its fields under `key={comfort.revision}` when some hold their own text) and `comfort.clear()`
 * once saved.
 */
export function useFormComfort<Values extends object>({ draftKey, values, saved, restore, busy }: FormComfortOptions<Values>) {
  // The form element, by a callback ref (`ref={bindForm}`), for the shortcut to submit.
  const [form, bindForm] = useState<HTMLFormElement | null>(null);
  const savedText = useMemo(() => JSON.stringify(saved), [saved]);
  // A form's values are a few kB: comparing them whole is simpler than tracking each field's edits.
  const dirty = useMemo(() => JSON.stringify(values) !== savedText, [values, savedText]);
  const draft = useKeptDraft(draftKey, values, dirty, restore);
  useSaveShortcut(() => form?.requestSubmit(), busy);
  useLeaveGuard({ dirty, onDiscard: draft.discardMine });
  return { bindForm, dirty, offer: draft.offer, revision: draft.revision, clear: draft.clear };
}

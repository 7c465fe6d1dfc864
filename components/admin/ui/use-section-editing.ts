'use client';

import { useState } from 'react';
import { useEditFromAddress } from './use-edit-from-address';
import { leaveAfterAsking } from './use-leave-guard';

/** `null`: closed; `'new'`: creating; a record: editing it. */
export type Editing<Item> = Item | 'new' | null;

/**
 * Which record a section's form modal edits: opened by Add and Edit, or by the address's `?edit=`
 * once `records` has loaded; closed on save (and the list reloaded with `reload`). `loadForm`
 * fetches the modal's code ahead, as the pointer or the focus reaches a button that opens it.
 * Every other way out (Cancel, Escape, the close button) is `close`, which asks first while the
 * form has unsaved edits (use-leave-guard.ts).
 */
export function useSectionEditing<Item extends { id: string }>(
  records: readonly Item[] | undefined,
  loadForm: () => Promise<unknown>,
  reload: () => Promise<unknown>,
) {
  const [editing, setEditing] = useState<Editing<Item>>(null);
  useEditFromAddress(records, setEditing);
  return {
    editing,
    /** The record being edited, null when creating (what the modals take). */
    record: editing === 'new' ? null : editing,
    openNew: () => setEditing('new'),
    /** Stable (a state setter), so a memoised row need not redraw. */
    edit: setEditing as (record: Item) => void,
    close: () => leaveAfterAsking(() => setEditing(null)),
    saved: async () => {
      setEditing(null);
      await reload();
    },
    preload: () => void loadForm(),
  };
}

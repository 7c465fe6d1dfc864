'use client';

import { useEffect, useRef } from 'react';

/** A pause in typing this long saves the draft: a reload loses at most these seconds of edits, and a typist is not interrupted. */
export const AUTOSAVE_DELAY_MS = 4000;

interface DraftAutosave<Values> {
  /** The values being edited; a new value (each edit) starts the pause again. */
  values: Values;
  dirty: boolean;
  /** A save, publish or upload under way: the autosave waits for it. */
  busy: boolean;
  /** Saves without a success toast; false when refused (the form shows why, as for a manual save). */
  save: () => Promise<boolean>;
  delay?: number;
}

/**
 * Saves a server-side draft a few seconds after the last edit, as Payload does; the form shows
 * when it last saved in a quiet status line, not a toast each time. A refused autosave is not
 * tried again for the same values: the next edit tries again, so a draft the server refuses does
 * not loop.
 */
export function useDraftAutosave<Values>({ values, dirty, busy, save, delay = AUTOSAVE_DELAY_MS }: DraftAutosave<Values>): void {
  const refused = useRef<Values | null>(null);
  const latestSave = useRef(save);
  useEffect(() => {
    latestSave.current = save;
  });

  useEffect(() => {
    if (!dirty || busy || refused.current === values) return;
    const timer = setTimeout(() => {
      void latestSave.current().then((saved) => {
        if (!saved) refused.current = values;
      });
    }, delay);
    return () => clearTimeout(timer);
  }, [values, dirty, busy, delay]);
}

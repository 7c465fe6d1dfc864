'use client';

import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { dropDraft, keepDraft, parseDraft, readDraft } from './draft-store';

const neverChanges = () => () => undefined;

/** A draft kept from before this opening of the form, and the two answers to it. */
export interface DraftOffer {
  at: number;
  restore: () => void;
  discard: () => void;
}

/**
 * A record form's unsaved values kept in this tab (draft-store.ts) while it has any, so a reload
 * does not lose them; the form offers them back when it opens again. An offered draft stays as it
 * is until answered, so typing before answering does not overwrite it. `restore` puts values back
 * into the form; `revision` changes then, for a key that remounts fields holding their own text
 * (the rich-text editor). `clear` after a successful save.
 */
export function useKeptDraft<Values extends object>(key: string, values: Values, dirty: boolean, restore: (values: Values) => void) {
  // This opening of the form: a draft it wrote itself is not offered back to it.
  const [owner] = useState(() => `${Date.now()}-${Math.random().toString(36).slice(2)}`);
  const [answered, setAnswered] = useState(false);
  const [revision, setRevision] = useState(0);
  // Read in the browser only, where the server's HTML had none; this hook is its only writer.
  const stored = useSyncExternalStore(
    neverChanges,
    () => readDraft(key),
    () => null,
  );
  const kept = useMemo(() => parseDraft<Values>(stored), [stored]);
  const offered = !answered && kept && kept.owner !== owner ? kept : null;
  const waiting = offered !== null;
  const mine = () => parseDraft(readDraft(key))?.owner === owner;

  useEffect(() => {
    if (waiting) return;
    if (dirty) keepDraft(key, { owner, at: Date.now(), values });
    else if (parseDraft(readDraft(key))?.owner === owner) dropDraft(key);
  }, [key, owner, values, dirty, waiting]);

  const offer: DraftOffer | null = offered && {
    at: offered.at,
    restore: () => {
      // Over the form's own values: a draft kept by an older form lacks the fields added since.
      restore({ ...values, ...offered.values });
      setRevision((count) => count + 1);
      setAnswered(true);
    },
    discard: () => {
      dropDraft(key);
      setAnswered(true);
    },
  };

  return {
    offer,
    revision,
    clear: () => dropDraft(key),
    /** When the admin agrees to leave the form: its own draft goes, one still offered stays for next time. */
    discardMine: () => {
      if (mine()) dropDraft(key);
    },
  };
}

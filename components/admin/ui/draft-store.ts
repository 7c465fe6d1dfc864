// A record form's unsaved values, kept in the browser so a reload does not lose them. In
// sessionStorage, not localStorage: these records hold client names, e-mail addresses and an
// organisation number, and sessionStorage belongs to the one tab and is gone when it closes, so
// nothing lingers on a shared computer. The cost: a draft does not follow the admin to another
// tab or past closing the browser (closing asks first, use-leave-guard.ts).

const PREFIX = 'admin-draft:';

/** Where a form's draft is kept: `admin-draft:projects:<id>` (`…:new` for one being created), `admin-draft:seller-settings`. */
export const draftKey = (section: string, id?: string) => (id ? `${PREFIX}${section}:${id}` : `${PREFIX}${section}`);

export interface KeptDraft<Values> {
  /** The form (one opening of it) that wrote the draft: an opening offers only drafts it did not write. */
  owner: string;
  /** When it was written, in milliseconds since the epoch. */
  at: number;
  values: Values;
}

/** Blocked storage (a browser setting) throws on access: no draft is kept then, and the form works as before. */
function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The draft as stored (a string, so React can compare two reads), or null. */
export const readDraft = (key: string): string | null => storage()?.getItem(key) ?? null;

export function parseDraft<Values>(stored: string | null): KeptDraft<Values> | null {
  if (!stored) return null;
  try {
    const draft = JSON.parse(stored) as Partial<KeptDraft<Values>>;
    const whole = typeof draft.owner === 'string' && typeof draft.at === 'number' && typeof draft.values === 'object' && draft.values;
    return whole ? (draft as KeptDraft<Values>) : null;
  } catch {
    return null;
  }
}

export function keepDraft<Values>(key: string, draft: KeptDraft<Values>): void {
  try {
    storage()?.setItem(key, JSON.stringify(draft));
  } catch {
    // Full storage: the draft is a convenience, the form itself still holds the values.
  }
}

export const dropDraft = (key: string): void => storage()?.removeItem(key);

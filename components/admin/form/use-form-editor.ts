'use client';

import { useMemo, useReducer } from 'react';
import type { FieldErrors } from './errors';
import { updateAt, type Content, type Item, type Renames } from './values';

// One editing state for a whole page: the content as edited, the draft as last saved (dirty is
// "they differ"), the messages at fields, and a revision that remounts the form when its content
// is replaced from outside (a restored version), since editors keep their own text.

interface EditorState {
  content: Content;
  saved: Content;
  errors: FieldErrors;
  /** Items renamed by a save, kept under their old React key so their inputs keep focus and openness. */
  renames: Renames;
  revision: number;
}

/** Paths are dotted ('packages.branding.title'): keys and item ids hold no dots. */
export type FormAction =
  | { type: 'set'; path: string; value: unknown; errorKey?: string }
  | { type: 'add'; path: string; item: Item }
  | { type: 'remove'; path: string; id: string }
  | { type: 'move'; path: string; id: string; offset: -1 | 1 }
  /** `sent`: the content the save started from; edits typed while it ran stay in the form (still unsaved). */
  | { type: 'saved'; content: Content; sent: Content; renames: Renames }
  | { type: 'restored'; content: Content }
  | { type: 'errors'; errors: FieldErrors };

const parts = (path: string) => path.split('.');

function withoutError(errors: FieldErrors, key: string | undefined): FieldErrors {
  if (!key || !(key in errors)) return errors;
  const { [key]: _cleared, ...rest } = errors;
  return rest;
}

const updateList = (state: EditorState, path: string, update: (items: Item[]) => Item[], errorKey = path): EditorState => ({
  ...state,
  content: updateAt(state.content, parts(path), (items) => update((items as Item[] | undefined) ?? [])) as Content,
  errors: withoutError(state.errors, errorKey),
});

function reducer(state: EditorState, action: FormAction): EditorState {
  switch (action.type) {
    case 'set':
      return {
        ...state,
        content: updateAt(state.content, parts(action.path), () => action.value) as Content,
        errors: withoutError(state.errors, action.errorKey ?? action.path),
      };
    case 'add':
      return updateList(state, action.path, (items) => [...items, action.item]);
    case 'remove':
      return updateList(state, action.path, (items) => items.filter((item) => item.id !== action.id));
    case 'move':
      return updateList(state, action.path, (items) => {
        const from = items.findIndex((item) => item.id === action.id);
        const to = from + action.offset;
        if (from < 0 || to < 0 || to >= items.length) return items;
        const next = [...items];
        next.splice(to, 0, ...next.splice(from, 1));
        return next;
      });
    case 'saved':
      return {
        ...state,
        content: state.content === action.sent ? action.content : state.content,
        saved: action.content,
        errors: {},
        renames: new Map([...state.renames, ...action.renames]),
      };
    case 'restored':
      return { content: action.content, saved: action.content, errors: {}, renames: new Map(), revision: state.revision + 1 };
    case 'errors':
      return { ...state, errors: action.errors };
  }
}

export function useFormEditor(draft: Content) {
  const [state, dispatch] = useReducer(reducer, draft, (content) => ({
    content,
    saved: content,
    errors: {},
    renames: new Map(),
    revision: 0,
  }));
  // A draft is a few dozen kB at most: comparing it whole is cheaper than tracking each edit.
  const dirty = useMemo(() => JSON.stringify(state.content) !== JSON.stringify(state.saved), [state.content, state.saved]);
  return { ...state, dirty, dispatch };
}

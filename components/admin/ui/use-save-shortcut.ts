'use client';

import { useEffect, useRef } from 'react';

/** Ctrl+S, or Cmd+S on a Mac: the same key event with `metaKey` instead of `ctrlKey`. */
export const isSaveKey = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 's';

/**
 * Ctrl/Cmd+S calls `save` instead of opening the browser's "Save page as" dialog. A key held down
 * repeats its keydown: only the first press saves, and none while `busy` (a save or an upload
 * under way), so one press is one save.
 */
export function useSaveShortcut(save: () => void, busy = false): void {
  const latest = useRef({ save, busy });
  useEffect(() => {
    latest.current = { save, busy };
  });

  useEffect(() => {
    function keyDown(event: KeyboardEvent) {
      if (!isSaveKey(event)) return;
      event.preventDefault();
      if (event.repeat || latest.current.busy) return;
      latest.current.save();
    }
    window.addEventListener('keydown', keyDown);
    return () => window.removeEventListener('keydown', keyDown);
  }, []);
}

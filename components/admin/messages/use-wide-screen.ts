'use client';

import { useSyncExternalStore } from 'react';

/** Tailwind's `lg`: from here the list and the open message stand side by side. */
const WIDE = '(min-width: 1024px)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** Whether the screen is wide enough for the reading panel; a narrower one opens a message full screen. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE).matches,
    () => false,
  );
}

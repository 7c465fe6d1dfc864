import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False in the server's HTML and during hydration, true once the page's JavaScript runs: forms
 * keep the browser's own checks until their script takes over.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );

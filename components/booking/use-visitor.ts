'use client';

import { useState, useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const rescheduleToken = () => new URLSearchParams(window.location.search).get('reschedule');

/**
 * The visitor's zone: the browser's until they choose another; null in the server's HTML (the page
 * is the same for everyone and cached), so the times appear once the script runs.
 */
export function useVisitorZone(): [string | null, (zone: string) => void] {
  const detected = useSyncExternalStore(neverChanges, browserZone, () => null);
  const [chosen, setChosen] = useState<string | null>(null);
  return [chosen ?? detected, setChosen];
}

/** The signed token of a booking being moved (`/book?reschedule=…`), read in the browser: cached pages cannot read the query. */
export const useRescheduleToken = () => useSyncExternalStore(neverChanges, rescheduleToken, () => null);

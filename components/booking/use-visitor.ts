'use client';

import { useState, useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const rescheduleToken = () => new URLSearchParams(window.location.search).get('reschedule');

/**
 * The visitor's zone: the browser's until they choose another. A server's HTML has no browser:
 * the booking page (the same for everyone, cached) is laid out in the studio's zone and hydrates
 * with it, and the browser's zone follows in the next render, in the same layout; the manage page
 * passes null and waits.
 */
export function useVisitorZone<Z extends string | null>(serverZone: Z): [string | Z, (zone: string) => void] {
  const detected = useSyncExternalStore<string | Z>(neverChanges, browserZone, () => serverZone);
  const [chosen, setChosen] = useState<string | null>(null);
  return [chosen ?? detected, setChosen];
}

/** The signed token of a booking being moved (`/book?reschedule=…`), read in the browser: cached pages cannot read the query. */
export const useRescheduleToken = () => useSyncExternalStore(neverChanges, rescheduleToken, () => null);

/** Now, for the calendar's today: the time the server rendered until the browser's clock takes over. */
export function useNow(renderedAt: string): Date {
  const now = useSyncExternalStore(neverChanges, currentMinute, () => Date.parse(renderedAt));
  return new Date(now);
}

// A stable snapshot (useSyncExternalStore compares them): the minute, not the millisecond.
const currentMinute = () => Math.floor(Date.now() / 60_000) * 60_000;

'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import type { ReactNode } from 'react';
import { hasSecretPath, hasSecretQuery } from '@/lib/analytics/secret-addresses';

interface GateProps {
  measurementId: string;
  children: ReactNode;
}

/**
 * gtag's own switch (window['ga-disable-<id>']) for a visit that loaded gtag on another page and
 * then moved to a secret address in the browser: gtag reports history changes and every event
 * with the current address. Set while rendering, as the router updates the address (and gtag
 * hears of it) in an insertion effect, before any effect of this component could run.
 */
function stopMeasuring(measurementId: string, stop: boolean): void {
  if (typeof window === 'undefined') return;
  (window as unknown as Record<string, unknown>)[`ga-disable-${measurementId}`] = stop;
}

/**
 * No analytics at all on a page whose path holds a secret (lib/analytics/secret-addresses.ts):
 * decided by the path on the server as in the browser, so the page's HTML has none either.
 */
export function AnalyticsGate({ measurementId, children }: GateProps) {
  const secret = hasSecretPath(usePathname());
  if (secret) stopMeasuring(measurementId, true);
  return secret ? null : children;
}

/**
 * The same for a secret in the query (`/book?reschedule=…`). Cached pages cannot read the query on
 * the server: inside a Suspense boundary, this part is rendered in the browser on those pages.
 */
export function QueryGate({ measurementId, children }: GateProps) {
  const secret = hasSecretQuery(useSearchParams());
  stopMeasuring(measurementId, secret);
  return secret ? null : children;
}

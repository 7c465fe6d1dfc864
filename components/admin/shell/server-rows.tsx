'use client';

import type { ReactNode } from 'react';
import { SWRConfig, useSWRConfig } from 'swr';

/**
 * Hands the rows the page read on the server to the section's SWR hooks (lib/admin/server-rows.ts):
 * the list paints at once, without a "Loading…", and is revalidated in place after.
 */
export function ServerRows({ rows, children }: { rows: Record<string, unknown>; children: ReactNode }) {
  return <SWRConfig value={{ fallback: rows }}>{children}</SWRConfig>;
}

/**
 * Whether rows are on their way that are not on screen yet: SWR's isLoading, less the revalidation
 * of the rows the page arrived with under `key`, which SWR 2.5 counts as loading too while it shows
 * them. A list that keeps its previous rows while the next ones load (keepPreviousData) is loading.
 */
export function useLoadingNewRows(key: string | null, { data, isLoading }: { data: unknown; isLoading: boolean }): boolean {
  const { fallback } = useSWRConfig();
  const arrived: unknown = key === null ? undefined : fallback[key];
  return isLoading && (arrived === undefined || data !== arrived);
}

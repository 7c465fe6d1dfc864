'use client';

import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';

/**
 * Hands the rows the page read on the server to the section's SWR hooks (lib/admin/server-rows.ts):
 * the list paints at once, without a "Loading…", and is revalidated in place after.
 */
export function ServerRows({ rows, children }: { rows: Record<string, unknown>; children: ReactNode }) {
  return <SWRConfig value={{ fallback: rows }}>{children}</SWRConfig>;
}

'use client';

import useSWR from 'swr';
import { fetchAdminPage, fetchAdminPages, fetchVersions, PAGES_PATH, pagePath, versionsPath } from '@/lib/api/admin-pages';
import type { PageKey } from '@/lib/pages/registry';
import { useSessionRecheck } from '@/components/admin/shell/use-admin-session';

// The Pages section's reads. Not refreshed on focus: the editor holds the draft being edited, and
// a refresh must not look as if it replaced it.

const OPTIONS = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

function useLoggedErrors(what: string) {
  const recheckSession = useSessionRecheck();
  return (error: unknown) => {
    console.error(`Failed to fetch ${what}`, error);
    recheckSession(error);
  };
}

/** Every page with its state and translation status. */
export function useAdminPages() {
  const onError = useLoggedErrors('pages');
  return useSWR(PAGES_PATH, fetchAdminPages, { ...OPTIONS, onError });
}

/** One page with its draft and published content. */
export function useAdminPage(key: PageKey) {
  const onError = useLoggedErrors('the page');
  return useSWR(pagePath(key), () => fetchAdminPage(key), { ...OPTIONS, onError });
}

/** The page's published versions, asked for once the panel is open. */
export function usePageVersions(key: PageKey, open: boolean) {
  const onError = useLoggedErrors('the versions');
  return useSWR(open ? versionsPath(key) : null, () => fetchVersions(key), { ...OPTIONS, onError });
}

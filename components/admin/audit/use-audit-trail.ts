'use client';

import useSWRInfinite from 'swr/infinite';
import { useSessionRecheck } from '@/components/admin/shell/use-admin-session';
import { auditPageKey, fetchAuditPage, type AuditFilters, type AuditPage } from '@/lib/api/admin-audit';

/**
 * The audit trail for `filters`, page by page (Load more asks for the entries before the last
 * one's cursor), as `<Loaded>` takes it; the people and kinds to filter by come with every page.
 * `filters` null (a range that ends before it starts) asks for nothing. Like useAdminData, paged.
 */
export function useAuditTrail(filters: AuditFilters | null) {
  const recheckSession = useSessionRecheck();
  const key = (index: number, previous: AuditPage | null) => {
    if (filters === null || (previous && !previous.next)) return null;
    return auditPageKey(filters, index === 0 ? null : previous!.next);
  };
  const swr = useSWRInfinite(key, fetchAuditPage, {
    revalidateOnFocus: false,
    revalidateFirstPage: false,
    shouldRetryOnError: false,
    keepPreviousData: true,
    onError: (error) => {
      console.error('Failed to fetch the audit trail', error);
      recheckSession(error);
    },
  });
  const pages = swr.data;
  const loadingMore = swr.isValidating && swr.size > (pages?.length ?? 0);
  return {
    data: pages?.flatMap((page) => page.entries) ?? (swr.error || filters !== null ? undefined : []),
    isLoading: swr.isLoading,
    mutate: swr.mutate,
    users: pages?.[0]?.users ?? [],
    entities: pages?.[0]?.entities ?? [],
    more: () => void swr.setSize(swr.size + 1),
    hasMore: Boolean(pages?.at(-1)?.next),
    loadingMore,
    // A later page that failed: the entries so far stay, with a word under them.
    moreFailed: Boolean(swr.error) && pages !== undefined,
  };
}

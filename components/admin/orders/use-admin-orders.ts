'use client';

import useSWRInfinite from 'swr/infinite';
import { listAdminOrders, orderFilterQuery, type OrderFilterValues } from '@/lib/api/admin-orders';
import type { AdminOrdersPage } from '@/lib/shop/orders/admin-types';
import { useSessionRecheck } from '@/components/admin/shell/use-admin-session';

type PageKey = readonly ['/api/admin/orders', string, string | null];

/**
 * The filtered orders, page by page ("Load more" asks for the next), and the monthly totals of
 * the first page. `filters` null (a range that ends before it starts) asks for nothing.
 */
export function useAdminOrders(filters: OrderFilterValues | null) {
  const recheckSession = useSessionRecheck();
  const key = (index: number, previous: AdminOrdersPage | null): PageKey | null => {
    if (!filters || (previous && !previous.next_cursor)) return null;
    return ['/api/admin/orders', orderFilterQuery(filters), index === 0 ? null : previous!.next_cursor];
  };
  const swr = useSWRInfinite(key, ([, query, cursor]: PageKey) => listAdminOrders(query, cursor), {
    revalidateOnFocus: false,
    revalidateFirstPage: false,
    shouldRetryOnError: false,
    // Filters changed: keep showing the last list until the new one arrives.
    keepPreviousData: true,
    onError: (error) => {
      console.error('Failed to fetch orders', error);
      recheckSession(error);
    },
  });
  const pages = swr.data ?? [];
  return {
    ...swr,
    orders: pages.flatMap((page) => page.orders),
    totals: pages[0]?.totals ?? null,
    hasMore: Boolean(pages.at(-1)?.next_cursor),
    loadingMore: swr.isValidating && swr.size > pages.length,
  };
}

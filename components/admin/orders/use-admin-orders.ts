'use client';

import useSWRInfinite from 'swr/infinite';
import {
  listAdminOrders,
  orderFilterQuery,
  ordersListKey,
  ordersPageKey,
  type OrderFilterValues,
  type OrdersPageKey,
} from '@/lib/api/admin-orders';
import type { AdminOrdersPage } from '@/lib/shop/orders/admin-types';
import { useLoadingNewRows } from '@/components/admin/shell/server-rows';
import { useSessionRecheck } from '@/components/admin/shell/use-admin-session';

/**
 * The filtered orders, page by page ("Load more" asks for the next), and the monthly totals of the
 * first page, as `<Loaded>` takes them: `data` the orders, none while new filters' rows are on
 * their way (a spinner takes the list's place; the chart keeps the last totals). `filters` null (a
 * range that ends before it starts) asks for nothing. Like useAdminData, but paged.
 */
export function useAdminOrders(filters: OrderFilterValues | null) {
  const recheckSession = useSessionRecheck();
  const query = filters && orderFilterQuery(filters);
  const key = (index: number, previous: AdminOrdersPage | null): OrdersPageKey | null => {
    if (query === null || (previous && !previous.next_cursor)) return null;
    return ordersPageKey(query, index === 0 ? null : previous!.next_cursor);
  };
  const swr = useSWRInfinite(key, ([, pageQuery, cursor]: OrdersPageKey) => listAdminOrders(pageQuery, cursor), {
    revalidateOnFocus: false,
    revalidateFirstPage: false,
    shouldRetryOnError: false,
    keepPreviousData: true,
    onError: (error) => {
      console.error('Failed to fetch orders', error);
      recheckSession(error);
    },
  });
  const loading = useLoadingNewRows(query === null ? null : ordersListKey(query), swr);
  const pages = swr.data;
  return {
    // No rows and no failure: nothing was asked (a range that ends before it starts), an empty list.
    data: loading ? undefined : (pages?.flatMap((page) => page.orders) ?? (swr.error ? undefined : [])),
    isLoading: loading,
    mutate: swr.mutate,
    size: swr.size,
    setSize: swr.setSize,
    totals: pages?.[0]?.totals ?? null,
    hasMore: Boolean(pages?.at(-1)?.next_cursor),
    loadingMore: swr.isValidating && swr.size > (pages?.length ?? 0),
  };
}

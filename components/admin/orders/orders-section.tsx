'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import useSWRInfinite from 'swr/infinite';
import {
  listAdminOrders,
  markOrderRefunded,
  orderFilterQuery,
  ordersExportUrl,
  ordersListKey,
  ordersPageKey,
  resendOrderReceipt,
  type OrderFilterValues,
  type OrdersPageKey,
} from '@/lib/api/admin-orders';
import type { ProductOption } from '@/lib/shop/orders/admin-product-options';
import type { AdminOrder, AdminOrdersPage, StripeMode } from '@/lib/shop/orders/admin-types';
import { useLoadingNewRows } from '@/components/admin/shell/server-rows';
import { useSessionRecheck } from '@/components/admin/shell/use-admin-session';
import { useAdminAction } from '@/components/admin/ui/use-admin-action';
import { AdminPageHeader } from '@/components/admin/ui/admin-page-header';
import { useConfirm } from '@/components/admin/ui/confirm-dialog';
import { EmptyState } from '@/components/admin/ui/empty-state';
import { ExportLink } from '@/components/admin/ui/export-link';
import { Loaded } from '@/components/admin/ui/loaded';
import { useAdminLocale } from '@/components/admin/ui/use-admin-locale';
import { isDay, orderNames } from './order-display';
import { OrderFilters } from './order-filters';
import { OrdersChart } from './orders-chart';
import { OrdersList } from './orders-list';
import { VatSummaryPanel } from './vat-summary-panel';

interface OrdersSectionProps {
  products: ProductOption[];
  stripeMode: StripeMode;
  /** The filters of the page's address, so a reload or a shared link shows the same list. */
  initialFilters: OrderFilterValues;
}

const NO_FILTERS: OrderFilterValues = { product: '', from: '', to: '' };
const FUNNEL = <path d="M4 5h16l-6 7.5V19l-4-2v-4.5z" />;
const BAG = <path d="M6 7h12l-1 12a2 2 0 01-2 2H9a2 2 0 01-2-2zM9 7V5.5a3 3 0 016 0V7" />;

/** /admin/orders: the monthly chart, the VAT summary, the filters, the orders (table or cards) and their actions. */
export function OrdersSection({ products, stripeMode, initialFilters }: OrdersSectionProps) {
  const t = useTranslations('AdminOrders');
  const locale = useAdminLocale();
  const [filters, setFilters] = useState(initialFilters);
  // A day still being typed is not applied (the list keeps its last answer); a whole one that is no day is said.
  const typing = [filters.from, filters.to].some((day) => day && day.length < 10);
  const badDay = [filters.from, filters.to].some((day) => day.length === 10 && !isDay(day));
  const rangeError = badDay
    ? t('filters.dayInvalid')
    : filters.from && filters.to && !typing && filters.from > filters.to
      ? t('filters.rangeInvalid')
      : null;
  const asked = rangeError || typing ? null : filters;
  const list = useAdminOrders(asked);
  const { busy: busyId, run } = useAdminAction(list.mutate);
  const confirm = useConfirm();
  const filtered = Boolean(filters.product || filters.from || filters.to);
  const productTitle = products.find((product) => product.id === filters.product)?.title ?? null;

  function changeFilters(next: OrderFilterValues) {
    setFilters(next);
    const query = orderFilterQuery(next);
    window.history.replaceState(null, '', query ? `?${query}` : window.location.pathname);
  }

  const handlers = {
    busyId,
    onResend: (order: AdminOrder) =>
      void run(order.id, () => resendOrderReceipt(order.id), {
        done: () => t('resent', { email: order.customer_email ?? '' }),
        failed: t('resendFailed'),
      }),
    onRefund: async (order: AdminOrder) => {
      const names = orderNames(order, locale);
      if (!(await confirm({ title: t('confirmRefundTitle', names), message: t('confirmRefund'), confirmLabel: t('refund') }))) return;
      await run(order.id, () => markOrderRefunded(order.id), { done: () => t('refunded', names), failed: t('refundFailed') });
    },
  };

  return (
    <main className="mx-auto max-w-6xl px-4 pb-20 pt-8 sm:px-8">
      <AdminPageHeader
        title={t('heading')}
        lead={t('lead')}
        // Without an address while the dates make no range: nothing to export.
        actions={
          <>
            <ExportLink href={asked ? ordersExportUrl(asked, 'csv') : undefined} label={t('export')} />
            <ExportLink href={asked ? ordersExportUrl(asked, 'xlsx') : undefined} label={t('exportXlsx')} />
          </>
        }
      />

      <div className="space-y-6">
        {list.totals && <OrdersChart totals={list.totals} productTitle={productTitle} />}
        <VatSummaryPanel />
        <OrderFilters values={filters} products={products} onChange={changeFilters} rangeError={rangeError} />
        <Loaded state={list} namespace="AdminOrders">
          {(orders) =>
            orders.length > 0 ? (
              <OrdersList orders={orders} stripeMode={stripeMode} paging={list} {...handlers} />
            ) : (
              // A filter that finds nothing offers to clear it; orders come from buyers, so an empty shop offers nothing.
              <EmptyState
                heading="h2"
                title={t(filtered ? 'filteredEmptyTitle' : 'emptyTitle')}
                lead={t(filtered ? 'filteredEmptyLead' : 'emptyLead')}
                actionLabel={filtered ? t('filters.clear') : undefined}
                onAction={() => changeFilters(NO_FILTERS)}
                icon={filtered ? FUNNEL : BAG}
              />
            )
          }
        </Loaded>
      </div>
    </main>
  );
}

/**
 * The filtered orders, page by page ("Load more" asks for the next), and the monthly totals of the
 * first page, as `<Loaded>` takes them: `data` the orders, none while new filters' rows are on
 * their way (a spinner takes the list's place; the chart keeps the last totals). `filters` null (a
 * range that ends before it starts) asks for nothing. Like useAdminData, but paged.
 */
function useAdminOrders(filters: OrderFilterValues | null) {
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
    more: () => void swr.setSize(swr.size + 1),
    totals: pages?.[0]?.totals ?? null,
    hasMore: Boolean(pages?.at(-1)?.next_cursor),
    loadingMore: swr.isValidating && swr.size > (pages?.length ?? 0),
  };
}

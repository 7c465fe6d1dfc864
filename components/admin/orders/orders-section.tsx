'use client';

import { ExportLink } from '@/components/admin/ui/export-link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from 'sonner';
import { ApiError } from '@/lib/api/admin';
import { markOrderRefunded, orderFilterQuery, ordersExportUrl, resendOrderReceipt, type OrderFilterValues } from '@/lib/api/admin-orders';
import type { ProductOption } from '@/lib/shop/orders/admin-product-options';
import type { AdminOrder, StripeMode } from '@/lib/shop/orders/admin-types';
import { useSessionRecheck } from '@/components/admin/shell/use-admin-session';
import { useConfirm } from '@/components/admin/ui/confirm-dialog';
import { AdminPageHeader } from '@/components/admin/ui/admin-page-header';
import { EmptyState } from '@/components/admin/ui/empty-state';
import { secondaryButtonClass } from '@/components/admin/ui/field-styles';
import { Spinner } from '@/components/admin/ui/spinner';
import { useAdminLocale } from '@/components/admin/ui/use-admin-locale';
import { OrderCard } from './order-card';
import { isDay, money, orderDate } from './order-display';
import { OrderFilters } from './order-filters';
import { OrdersChart } from './orders-chart';
import { OrdersTable } from './orders-table';
import { useAdminOrders } from './use-admin-orders';
import { VatSummaryPanel } from './vat-summary-panel';
import { LoadFailed } from '@/components/admin/ui/load-failed';

interface OrdersSectionProps {
  products: ProductOption[];
  stripeMode: StripeMode;
  /** The filters of the page's address, so a reload or a shared link shows the same list. */
  initialFilters: OrderFilterValues;
}

const NO_FILTERS: OrderFilterValues = { product: '', from: '', to: '' };

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
  const { orders, totals, error, loading, mutate, hasMore, loadingMore, size, setSize } = useAdminOrders(
    rangeError || typing ? null : filters,
  );
  const [busyId, setBusyId] = useState<string | null>(null);
  const recheckSession = useSessionRecheck();
  const confirm = useConfirm();
  const filtered = Boolean(filters.product || filters.from || filters.to);
  const productTitle = products.find((product) => product.id === filters.product)?.title ?? null;

  function changeFilters(next: OrderFilterValues) {
    setFilters(next);
    const query = orderFilterQuery(next);
    window.history.replaceState(null, '', query ? `?${query}` : window.location.pathname);
  }

  async function act(order: AdminOrder, action: () => Promise<unknown>, success: string, fallback: string) {
    setBusyId(order.id);
    try {
      await action();
      toast.success(success);
    } catch (failure) {
      console.error(fallback, failure);
      toast.error(failure instanceof ApiError && failure.detail ? failure.detail : fallback, { duration: 10_000 });
      recheckSession(failure);
    } finally {
      setBusyId(null);
      await mutate();
    }
  }

  const handlers = {
    busyId,
    onResend: (order: AdminOrder) =>
      void act(order, () => resendOrderReceipt(order.id), t('resent', { email: order.customer_email ?? '' }), t('resendFailed')),
    onRefund: async (order: AdminOrder) => {
      const names = {
        product: order.product_title,
        amount: money(order.amount_cents, order.currency, locale),
        date: orderDate(order.created_at, locale),
      };
      if (!(await confirm({ title: t('confirmRefundTitle', names), message: t('confirmRefund'), confirmLabel: t('refund') }))) return;
      await act(order, () => markOrderRefunded(order.id), t('refunded', names), t('refundFailed'));
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
            <ExportLink href={rangeError || typing ? undefined : ordersExportUrl(filters, 'csv')} label={t('export')} />
            <ExportLink href={rangeError || typing ? undefined : ordersExportUrl(filters, 'xlsx')} label={t('exportXlsx')} />
          </>
        }
      />

      <div className="space-y-6">
        {totals && <OrdersChart totals={totals} productTitle={productTitle} />}
        <VatSummaryPanel />
        <OrderFilters values={filters} products={products} onChange={changeFilters} rangeError={rangeError} />

        {loading ? (
          <Spinner label={t('loading')} />
        ) : error && orders.length === 0 ? (
          <LoadFailed message={t('loadFailed')} retry={t('retry')} onRetry={() => void mutate()} />
        ) : orders.length === 0 ? (
          filtered ? (
            <EmptyState
              heading="h2"
              title={t('filteredEmptyTitle')}
              lead={t('filteredEmptyLead')}
              actionLabel={t('filters.clear')}
              onAction={() => changeFilters(NO_FILTERS)}
              icon={<path d="M4 5h16l-6 7.5V19l-4-2v-4.5z" />}
            />
          ) : (
            <EmptyState
              heading="h2"
              title={t('emptyTitle')}
              lead={t('emptyLead')}
              icon={<path d="M6 7h12l-1 12a2 2 0 01-2 2H9a2 2 0 01-2-2zM9 7V5.5a3 3 0 016 0V7" />}
            />
          )
        ) : (
          <section aria-labelledby="orders-list-heading">
            <h2 id="orders-list-heading" className="sr-only">
              {t('listHeading')}
            </h2>
            <OrdersTable orders={orders} stripeMode={stripeMode} {...handlers} />
            <ul className="grid gap-4 sm:grid-cols-2 lg:hidden">
              {orders.map((order) => (
                <li key={order.id} className="flex">
                  <OrderCard order={order} stripeMode={stripeMode} {...handlers} />
                </li>
              ))}
            </ul>
            <div className="mt-6 flex flex-col items-center gap-3">
              <p className="text-sm text-muted" role="status">
                {t('shown', { count: orders.length })}
              </p>
              {hasMore && (
                <button type="button" onClick={() => void setSize(size + 1)} disabled={loadingMore} className={secondaryButtonClass}>
                  {loadingMore ? t('loadingMore') : t('loadMore')}
                </button>
              )}
            </div>
          </section>
        )}
      </div>
    </main>
  );
}

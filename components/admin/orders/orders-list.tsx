'use client';

import { useTranslations } from 'next-intl';
import type { AdminOrder, StripeMode } from '@/lib/shop/orders/admin-types';
import { secondaryButtonClass } from '@/components/admin/ui/field-styles';
import { useAdminLocale } from '@/components/admin/ui/use-admin-locale';
import { money, orderClock, orderDate, orderTime } from './order-display';
import {
  BuyerEmail,
  DocumentNumbers,
  OrderActions,
  OrderProvider,
  ReceiptState,
  StatusBadge,
  type OrderActionHandlers,
} from './order-parts';

interface OrdersListProps extends OrderActionHandlers {
  orders: AdminOrder[];
  stripeMode: StripeMode;
  /** "Load more": shown while there is a next page. */
  paging: { hasMore: boolean; loadingMore: boolean; more: () => void };
}

const th = 'px-3 py-3 text-left text-xs font-semibold uppercase tracking-wider text-muted first:pl-6 last:pr-6';
const td = 'px-3 py-3 align-top first:pl-6 last:pr-6';
const COLUMNS = ['date', 'productAndBuyer', 'amount', 'provider', 'downloads', 'statusAndReceipt'] as const;
const RIGHT: readonly string[] = ['amount', 'downloads'];

/**
 * The orders twice, one shown by the screen's width: a table where there is room for one (the buyer
 * under the product, the receipt under the status), else a card each. Then the count and "Load more".
 */
export function OrdersList({ orders, stripeMode, paging, ...actions }: OrdersListProps) {
  const t = useTranslations('AdminOrders');
  const locale = useAdminLocale();
  return (
    <section aria-labelledby="orders-list-heading">
      <h2 id="orders-list-heading" className="sr-only">
        {t('listHeading')}
      </h2>
      <div className="hidden rounded-2xl bg-white shadow-sm ring-1 ring-plum/10 lg:block">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('tableCaption')}</caption>
          <thead className="border-b border-plum/10">
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className={`${th} ${RIGHT.includes(column) ? 'text-right' : ''}`}>
                  {t(`columns.${column}`)}
                </th>
              ))}
              <th scope="col" className={th}>
                <span className="sr-only">{t('columns.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-plum/5">
            {orders.map((order) => (
              <tr key={order.id} data-testid="admin-order-row" className="transition-colors hover:bg-cream/60">
                <td className={`${td} whitespace-nowrap`}>
                  <span className="block tabular-nums lining-nums text-ink">{orderDate(order.created_at, locale)}</span>
                  <span className="block text-xs text-muted">{orderClock(order.created_at, locale)}</span>
                  <DocumentNumbers order={order} />
                </td>
                <th scope="row" className={`${td} text-left font-normal`}>
                  <span className="block break-words font-semibold text-plum">{order.product_title}</span>
                  <span className="mt-0.5 block text-xs">
                    <BuyerEmail email={order.customer_email} />
                  </span>
                </th>
                <td className={`${td} whitespace-nowrap text-right font-semibold tabular-nums lining-nums text-ink`}>
                  {money(order.amount_cents, order.currency, locale)}
                </td>
                <td className={`${td} whitespace-nowrap`}>
                  <OrderProvider order={order} stripeMode={stripeMode} />
                </td>
                <td className={`${td} text-right tabular-nums lining-nums`}>{order.downloads}</td>
                <td className={`${td} whitespace-nowrap`}>
                  <StatusBadge status={order.status} />
                  <span className="mt-1.5 block text-xs">
                    <ReceiptState receipt={order.receipt} labelled />
                  </span>
                </td>
                <td className={`${td} w-0 py-2`}>
                  <OrderActions order={order} {...actions} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:hidden">
        {orders.map((order) => (
          <li key={order.id} className="flex">
            <article data-testid="admin-order-card" className="w-full rounded-2xl bg-white p-4 shadow-sm ring-1 ring-plum/10">
              <div className="flex items-start gap-3">
                <div className="min-w-0 flex-1">
                  <h3 className="break-words font-sans text-base font-semibold leading-snug text-plum">{order.product_title}</h3>
                  <p className="mt-0.5 text-xs text-muted">{orderTime(order.created_at, locale)}</p>
                  <DocumentNumbers order={order} />
                </div>
                <p className="shrink-0 pt-0.5 text-base font-semibold tabular-nums lining-nums text-plum">
                  {money(order.amount_cents, order.currency, locale)}
                </p>
                <div className="-mr-2 -mt-1 shrink-0">
                  <OrderActions order={order} {...actions} />
                </div>
              </div>
              {/* Two pairs a line (the buyer's address has one to itself): a phone sees more orders at once. */}
              <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-x-3 gap-y-1.5 text-sm">
                <dt className="text-muted">{t('columns.buyer')}</dt>
                <dd className="col-span-3 min-w-0">
                  <BuyerEmail email={order.customer_email} />
                </dd>
                <dt className="text-muted">{t('columns.provider')}</dt>
                <dd>
                  <OrderProvider order={order} stripeMode={stripeMode} />
                </dd>
                <dt className="text-muted">{t('columns.downloads')}</dt>
                <dd className="tabular-nums lining-nums">{order.downloads}</dd>
                <dt className="text-muted">{t('columns.status')}</dt>
                <dd>
                  <StatusBadge status={order.status} />
                </dd>
                <dt className="text-muted">{t('columns.receipt')}</dt>
                <dd>
                  <ReceiptState receipt={order.receipt} />
                </dd>
              </dl>
            </article>
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-col items-center gap-3">
        <p className="text-sm text-muted" role="status">
          {t('shown', { count: orders.length })}
        </p>
        {paging.hasMore && (
          <button type="button" onClick={paging.more} disabled={paging.loadingMore} className={secondaryButtonClass}>
            {paging.loadingMore ? t('loadingMore') : t('loadMore')}
          </button>
        )}
      </div>
    </section>
  );
}

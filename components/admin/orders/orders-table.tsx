'use client';

import { useTranslations } from 'next-intl';
import type { AdminOrder, StripeMode } from '@/lib/shop/orders/admin-types';
import { useAdminLocale } from '@/components/admin/ui/use-admin-locale';
import { OrderActions, OrderProvider, type OrderActionHandlers } from './order-actions';
import { BuyerEmail, DocumentNumbers, ReceiptState, StatusBadge } from './order-badges';
import { money, orderDate, orderClock } from './order-display';

interface OrdersTableProps extends OrderActionHandlers {
  orders: AdminOrder[];
  stripeMode: StripeMode;
}

const th = 'px-3 py-3 text-left text-xs font-semibold uppercase tracking-wider text-muted first:pl-6 last:pr-6';
const td = 'px-3 py-3 align-top first:pl-6 last:pr-6';

/** The orders as a table, on screens wide enough for one: the buyer under the product, the receipt under the status. */
export function OrdersTable({ orders, stripeMode, ...actions }: OrdersTableProps) {
  const t = useTranslations('AdminOrders');
  const locale = useAdminLocale();
  return (
    <div className="hidden rounded-2xl bg-white shadow-sm ring-1 ring-plum/10 lg:block">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('tableCaption')}</caption>
        <thead className="border-b border-plum/10">
          <tr>
            <th scope="col" className={th}>
              {t('columns.date')}
            </th>
            <th scope="col" className={th}>
              {t('columns.productAndBuyer')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('columns.amount')}
            </th>
            <th scope="col" className={th}>
              {t('columns.provider')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('columns.downloads')}
            </th>
            <th scope="col" className={th}>
              {t('columns.statusAndReceipt')}
            </th>
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
  );
}

'use client';

import { useTranslations } from 'next-intl';
import type { AdminOrder, StripeMode } from '@/lib/orders/admin-types';
import { OrderActions, OrderProvider, type OrderActionHandlers } from './order-actions';
import { BuyerEmail, ReceiptState, StatusBadge } from './order-badges';
import { money, orderTime } from './order-display';

interface OrdersTableProps extends OrderActionHandlers {
  orders: AdminOrder[];
  stripeMode: StripeMode;
}

const th = 'px-4 py-3 text-left text-xs font-semibold uppercase tracking-wider text-muted first:pl-6 last:pr-6';
const td = 'px-4 py-4 align-top first:pl-6 last:pr-6';

/** The orders as a table, on screens wide enough for one. */
export function OrdersTable({ orders, stripeMode, ...actions }: OrdersTableProps) {
  const t = useTranslations('AdminOrders');
  return (
    <div className="hidden overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-plum/5 lg:block">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('tableCaption')}</caption>
        <thead className="border-b border-plum/10 bg-blush/30">
          <tr>
            <th scope="col" className={th}>{t('columns.date')}</th>
            <th scope="col" className={th}>{t('columns.product')}</th>
            <th scope="col" className={`${th} text-right`}>{t('columns.amount')}</th>
            <th scope="col" className={th}>{t('columns.buyer')}</th>
            <th scope="col" className={th}>{t('columns.provider')}</th>
            <th scope="col" className={`${th} text-right`}>{t('columns.downloads')}</th>
            <th scope="col" className={th}>{t('columns.status')}</th>
            <th scope="col" className={th}>{t('columns.receipt')}</th>
            <th scope="col" className={th}><span className="sr-only">{t('columns.actions')}</span></th>
          </tr>
        </thead>
        <tbody className="divide-y divide-plum/5">
          {orders.map((order) => (
            <tr key={order.id} data-testid="admin-order-row" className="transition-colors hover:bg-cream/60">
              <td className={`${td} whitespace-nowrap text-muted`}>{orderTime(order.created_at)}</td>
              <th scope="row" className={`${td} max-w-56 text-left font-semibold text-plum`}>
                <span className="line-clamp-2 break-words">{order.product_title}</span>
              </th>
              <td className={`${td} whitespace-nowrap text-right font-semibold tabular-nums text-ink`}>{money(order.amount_cents, order.currency)}</td>
              <td className={`${td} max-w-56`}>
                <BuyerEmail email={order.customer_email} />
              </td>
              <td className={`${td} whitespace-nowrap`}>
                <OrderProvider order={order} stripeMode={stripeMode} />
              </td>
              <td className={`${td} text-right tabular-nums`}>{order.downloads}</td>
              <td className={td}>
                <StatusBadge status={order.status} />
              </td>
              <td className={`${td} whitespace-nowrap`}>
                <ReceiptState receipt={order.receipt} />
              </td>
              <td className={td}>
                <OrderActions order={order} {...actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

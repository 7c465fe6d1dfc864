'use client';

import { useTranslations } from 'next-intl';
import type { AdminOrder, StripeMode } from '@/lib/shop/orders/admin-types';
import { OrderActions, OrderProvider, type OrderActionHandlers } from './order-actions';
import { BuyerEmail, ReceiptState, StatusBadge } from './order-badges';
import { money, orderTime } from './order-display';

/** One order as a card, on phones and narrow windows. */
export function OrderCard({ order, stripeMode, ...actions }: { order: AdminOrder; stripeMode: StripeMode } & OrderActionHandlers) {
  const t = useTranslations('AdminOrders');
  return (
    <article data-testid="admin-order-card" className="w-full rounded-3xl bg-white p-5 shadow-sm ring-1 ring-plum/5">
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <h3 className="break-words text-lg leading-snug">{order.product_title}</h3>
          <p className="mt-0.5 text-xs text-muted">{orderTime(order.created_at)}</p>
        </div>
        <p className="shrink-0 font-serif text-lg font-semibold tabular-nums text-plum">{money(order.amount_cents, order.currency)}</p>
      </div>
      <dl className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
        <dt className="text-muted">{t('columns.buyer')}</dt>
        <dd className="min-w-0">
          <BuyerEmail email={order.customer_email} />
        </dd>
        <dt className="text-muted">{t('columns.provider')}</dt>
        <dd>
          <OrderProvider order={order} stripeMode={stripeMode} />
        </dd>
        <dt className="text-muted">{t('columns.downloads')}</dt>
        <dd className="tabular-nums">{order.downloads}</dd>
        <dt className="text-muted">{t('columns.status')}</dt>
        <dd>
          <StatusBadge status={order.status} />
        </dd>
        <dt className="text-muted">{t('columns.receipt')}</dt>
        <dd>
          <ReceiptState receipt={order.receipt} />
        </dd>
      </dl>
      <div className="mt-4 border-t border-plum/5 pt-4">
        <OrderActions order={order} {...actions} />
      </div>
    </article>
  );
}

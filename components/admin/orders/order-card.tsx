'use client';

import { useTranslations } from 'next-intl';
import type { AdminOrder, StripeMode } from '@/lib/shop/orders/admin-types';
import { useAdminLocale } from '@/components/admin/ui/use-admin-locale';
import { OrderActions, OrderProvider, type OrderActionHandlers } from './order-actions';
import { BuyerEmail, DocumentNumbers, ReceiptState, StatusBadge } from './order-badges';
import { money, orderTime } from './order-display';

/** One order as a card, on phones and narrow windows. */
export function OrderCard({ order, stripeMode, ...actions }: { order: AdminOrder; stripeMode: StripeMode } & OrderActionHandlers) {
  const t = useTranslations('AdminOrders');
  const locale = useAdminLocale();
  return (
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
  );
}

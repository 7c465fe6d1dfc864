'use client';

import { useTranslations } from 'next-intl';
import type { AdminOrder, StripeMode } from '@/lib/shop/orders/admin-types';
import { mayMarkRefunded, mayResendReceipt, money, orderDate, stripePaymentUrl } from './order-display';

export interface OrderActionHandlers {
  onResend: (order: AdminOrder) => void;
  onRefund: (order: AdminOrder) => void;
  /** The order whose action is on its way: its buttons wait. */
  busyId: string | null;
}

const actionClass =
  'inline-flex min-h-9 items-center justify-center gap-1.5 whitespace-nowrap rounded-full border border-plum/15 bg-white px-3.5 py-1.5 text-xs font-semibold text-plum transition-colors hover:border-rose-deep hover:text-rose-deep disabled:cursor-not-allowed disabled:opacity-45 disabled:hover:border-plum/15 disabled:hover:text-plum';

/**
 * "Resend receipt" (needs the buyer's address and a paid order) and, for a paid demo order, "Mark
 * refunded": side by side in a card, one above the other in the table's narrow last column.
 */
export function OrderActions({
  order,
  onResend,
  onRefund,
  busyId,
  stacked = false,
}: { order: AdminOrder; stacked?: boolean } & OrderActionHandlers) {
  const t = useTranslations('AdminOrders');
  const busy = busyId === order.id;
  const names = { product: order.product_title, date: orderDate(order.created_at), amount: money(order.amount_cents, order.currency) };
  const resendable = mayResendReceipt(order);
  const why = !order.customer_email ? t('resendNoEmail') : order.status === 'refunded' ? t('resendRefunded') : undefined;
  return (
    <div className={stacked ? 'flex flex-col items-stretch gap-2' : 'flex flex-wrap items-center gap-2'}>
      <button
        type="button"
        onClick={() => onResend(order)}
        disabled={!resendable || busy}
        aria-label={t('resendLabel', names)}
        title={why}
        className={actionClass}
      >
        <MailIcon />
        {t('resend')}
      </button>
      {mayMarkRefunded(order) && (
        <button type="button" onClick={() => onRefund(order)} disabled={busy} aria-label={t('refundLabel', names)} className={actionClass}>
          {t('refund')}
        </button>
      )}
    </div>
  );
}

/** The payment provider, with a link to the payment in Stripe's dashboard when there is one. */
export function OrderProvider({ order, stripeMode }: { order: AdminOrder; stripeMode: StripeMode }) {
  const t = useTranslations('AdminOrders');
  const url = stripePaymentUrl(order, stripeMode);
  const name = order.provider === 'stripe' || order.provider === 'demo' ? t(`providers.${order.provider}`) : order.provider;
  if (!url) return <span>{name}</span>;
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('viewInStripeLabel', { product: order.product_title, date: orderDate(order.created_at) })}
      className="inline-flex items-center gap-1 font-semibold text-rose-deep underline-offset-4 hover:underline"
    >
      {name}
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-3.5 fill-none stroke-current"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M14 4h6v6M20 4l-9 9M18 14v4a2 2 0 01-2 2H6a2 2 0 01-2-2V8a2 2 0 012-2h4" />
      </svg>
    </a>
  );
}

function MailIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-3.5 fill-none stroke-current"
      strokeWidth="1.9"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M4 6.5A1.5 1.5 0 015.5 5h13A1.5 1.5 0 0120 6.5v11a1.5 1.5 0 01-1.5 1.5h-13A1.5 1.5 0 014 17.5zM4.5 6l7.5 6 7.5-6" />
    </svg>
  );
}

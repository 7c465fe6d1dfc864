'use client';

import { useTranslations } from 'next-intl';
import type { AdminOrder, StripeMode } from '@/lib/shop/orders/admin-types';
import { RowMenu, type RowMenuItem } from '@/components/admin/ui/row-menu';
import { useAdminLocale } from '@/components/admin/ui/use-admin-locale';
import { mayMarkRefunded, mayResendReceipt, money, orderDate, stripePaymentUrl } from './order-display';

export interface OrderActionHandlers {
  onResend: (order: AdminOrder) => void;
  onRefund: (order: AdminOrder) => void;
  /** The order whose action is on its way: its buttons wait. */
  busyId: string | null;
}

const documentUrl = (order: AdminOrder, document: 'receipt' | 'credit-note') =>
  `/api/admin/orders/${encodeURIComponent(order.id)}/${document}.pdf`;

/**
 * The order's actions in one menu: "Resend receipt" (needs the buyer's address and a paid order;
 * otherwise shown disabled, with why), its receipt and credit note as PDFs, and, for a paid demo
 * order, "Mark refunded".
 */
export function OrderActions({ order, onResend, onRefund, busyId }: { order: AdminOrder } & OrderActionHandlers) {
  const t = useTranslations('AdminOrders');
  const locale = useAdminLocale();
  const busy = busyId === order.id;
  const names = {
    product: order.product_title,
    date: orderDate(order.created_at, locale),
    amount: money(order.amount_cents, order.currency, locale),
  };
  const why = !order.customer_email ? t('resendNoEmail') : order.status === 'refunded' ? t('resendRefunded') : undefined;
  const items: RowMenuItem[] = [
    {
      text: t('resend'),
      label: t('resendLabel', names),
      disabled: !mayResendReceipt(order) || busy,
      title: why,
      onSelect: () => onResend(order),
    },
    // The sales documents (app/api/admin/orders/[id]/*.pdf): the receipt always, the credit note once refunded.
    { text: t('receiptPdf'), label: t('receiptPdfLabel', names), href: documentUrl(order, 'receipt') },
    ...(order.credit_note_number !== null
      ? [{ text: t('creditNotePdf'), label: t('creditNotePdfLabel', names), href: documentUrl(order, 'credit-note') }]
      : []),
    ...(mayMarkRefunded(order)
      ? [{ text: t('refund'), label: t('refundLabel', names), disabled: busy, onSelect: () => onRefund(order) }]
      : []),
  ];
  return <RowMenu label={t('actionsLabel', names)} items={items} />;
}

/** The payment provider, with a link to the payment in Stripe's dashboard when there is one. */
export function OrderProvider({ order, stripeMode }: { order: AdminOrder; stripeMode: StripeMode }) {
  const t = useTranslations('AdminOrders');
  const locale = useAdminLocale();
  const url = stripePaymentUrl(order, stripeMode);
  const name = order.provider === 'stripe' || order.provider === 'demo' ? t(`providers.${order.provider}`) : order.provider;
  if (!url) return <span>{name}</span>;
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('viewInStripeLabel', { product: order.product_title, date: orderDate(order.created_at, locale) })}
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

'use client';

import { useTranslations } from 'next-intl';
import type { AdminOrder, StripeMode } from '@/lib/shop/orders/admin-types';
import { Icon, Pill } from '@/components/admin/lists/list-parts';
import { RowMenu, type RowMenuItem } from '@/components/admin/ui/row-menu';
import { useAdminLocale } from '@/components/admin/ui/use-admin-locale';
import { mayMarkRefunded, mayResendReceipt, orderDate, orderNames, stripePaymentUrl } from './order-display';

// The cells of an order, shared by its table row and its card: status, receipt, buyer, documents, provider and actions.

export interface OrderActionHandlers {
  onResend: (order: AdminOrder) => void;
  onRefund: (order: AdminOrder) => void;
  /** The order whose action is on its way: its buttons wait. */
  busyId: string | null;
}

export function StatusBadge({ status }: { status: AdminOrder['status'] }) {
  const t = useTranslations('AdminOrders');
  return (
    <Pill look={status === 'paid' ? 'bg-emerald-50 text-emerald-800 ring-emerald-700/20' : 'bg-plum/5 text-muted ring-plum/15'}>
      {t(`status.${status}`)}
    </Pill>
  );
}

const RECEIPT_LOOKS = {
  sent: { dot: 'bg-emerald-600', text: 'text-ink' },
  pending: { dot: 'bg-gold', text: 'text-ink' },
  failed: { dot: 'bg-red-600', text: 'font-semibold text-red-700' },
  none: { dot: 'bg-plum/20', text: 'text-muted' },
} as const;

/** The newest receipt's state; `labelled` says "Receipt: …" where no column or term names it. */
export function ReceiptState({ receipt, labelled = false }: { receipt: AdminOrder['receipt']; labelled?: boolean }) {
  const t = useTranslations('AdminOrders');
  const state = receipt ?? 'none';
  const text = t(`receipt.${state}`);
  return (
    <span className={`inline-flex items-center gap-1.5 ${RECEIPT_LOOKS[state].text}`}>
      <span aria-hidden="true" className={`size-2 shrink-0 rounded-full ${RECEIPT_LOOKS[state].dot}`} />
      {labelled ? t('receiptLabelled', { state: text }) : text}
    </span>
  );
}

/** The buyer's address (it may be long: it breaks anywhere), or a muted "No e-mail". */
export function BuyerEmail({ email }: { email: string | null }) {
  const t = useTranslations('AdminOrders');
  if (!email) return <span className="whitespace-nowrap italic text-muted">{t('noEmail')}</span>;
  return <span className="break-all text-ink">{email}</span>;
}

/** The order's sales documents: its receipt number and, once refunded, its credit note's. */
export function DocumentNumbers({ order }: { order: AdminOrder }) {
  const t = useTranslations('AdminOrders');
  if (order.receipt_number === null) return null;
  const credit = order.credit_note_number === null ? 'none' : String(order.credit_note_number);
  return (
    <span className="block text-xs tabular-nums lining-nums text-muted">
      {t('documents', { receipt: String(order.receipt_number), credit })}
    </span>
  );
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
  const names = orderNames(order, locale);
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
      <Icon d="M14 4h6v6M20 4l-9 9M18 14v4a2 2 0 01-2 2H6a2 2 0 01-2-2V8a2 2 0 012-2h4" className="size-3.5" width={2} />
    </a>
  );
}

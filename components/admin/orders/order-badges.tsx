'use client';

import { useTranslations } from 'next-intl';
import type { AdminOrder } from '@/lib/shop/orders/admin-types';

// Small cells of an order: paid or refunded, where its receipt e-mail is, and the buyer's address.

export function StatusBadge({ status }: { status: AdminOrder['status'] }) {
  const t = useTranslations('AdminOrders');
  const look = status === 'paid' ? 'bg-emerald-50 text-emerald-800 ring-emerald-700/20' : 'bg-plum/5 text-muted ring-plum/15';
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${look}`}>
      {t(`status.${status}`)}
    </span>
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
  const look = RECEIPT_LOOKS[state];
  const text = t(`receipt.${state}`);
  return (
    <span className={`inline-flex items-center gap-1.5 ${look.text}`}>
      <span aria-hidden="true" className={`size-2 shrink-0 rounded-full ${look.dot}`} />
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
  return (
    <span className="block text-xs tabular-nums lining-nums text-muted">
      {t('documents', {
        receipt: String(order.receipt_number),
        credit: order.credit_note_number === null ? 'none' : String(order.credit_note_number),
      })}
    </span>
  );
}

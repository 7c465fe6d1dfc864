import type { ReceiptSummary } from '@/lib/shop/documents/summary';

export const MAX_ATTEMPTS = 10;
export const POLL_INTERVAL_MS = 2000;

export interface PaidOrder {
  productTitle: string | null;
  amountTotal: number | null;
  currency: string | null;
  /** The receipt's number and figures, once the order is written. */
  receipt: ReceiptSummary | null;
}

export type VerificationState =
  /** `attempt` is the number of the request in flight or about to be sent, from 1. */
  | { status: 'checking'; attempt: number }
  | ({ status: 'success' } & PaidOrder)
  | { status: 'expired' }
  | { status: 'timeout' }
  | { status: 'error' };

export interface PaymentStatusAnswer {
  payment_status: string;
  status: string;
  amount_total: number | null;
  currency: string | null;
  product_title: string | null;
  receipt: ReceiptSummary | null;
}

export type VerificationEvent = { type: 'answered'; answer: PaymentStatusAnswer } | { type: 'failed' };

export function initialVerification(sessionId: string | null): VerificationState {
  return sessionId ? { status: 'checking', attempt: 1 } : { status: 'error' };
}

export function verificationReducer(state: VerificationState, event: VerificationEvent): VerificationState {
  if (state.status !== 'checking') return state;
  const isLast = state.attempt >= MAX_ATTEMPTS;
  if (event.type === 'failed') return isLast ? { status: 'error' } : { status: 'checking', attempt: state.attempt + 1 };

  const { answer } = event;
  if (answer.payment_status === 'paid') {
    return {
      status: 'success',
      productTitle: answer.product_title,
      amountTotal: answer.amount_total,
      currency: answer.currency,
      receipt: answer.receipt,
    };
  }
  if (answer.status === 'expired') return { status: 'expired' };
  return isLast ? { status: 'timeout' } : { status: 'checking', attempt: state.attempt + 1 };
}

export function delayBefore(attempt: number): number {
  return attempt === 1 ? 0 : POLL_INTERVAL_MS;
}

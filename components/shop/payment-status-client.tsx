'use client';

import { useSearchParams } from 'next/navigation';
import { useEffect, useReducer, useState } from 'react';
import { notify } from '@/components/layout/toasts';
import type { Locale } from '@/i18n/routing';
import { fetchDownload, fetchPaymentStatus, receiptPdfUrl } from '@/lib/api/shop';
import { reloadPage, saveBlob } from '@/lib/shop/browser';
import { delayBefore, initialVerification, verificationReducer, type VerificationState } from '@/lib/shop/checkout/payment-verification';
import { PaymentStateView, type PaymentViewLabels } from './payment-state-view';
import { PaymentWithoutSession, type NoSessionLabels } from './payment-without-session';

export interface PaymentToasts {
  success: string;
  expired: string;
  timeout: string;
  error: string;
  downloadStarted: string;
  downloadFailed: string;
}

interface PaymentStatusClientProps {
  labels: PaymentViewLabels;
  noSession: NoSessionLabels;
  toasts: PaymentToasts;
  locale: Locale;
}

/** The toast that announces a final state; the id makes it show once even if called again. */
function announce(status: VerificationState['status'], toasts: PaymentToasts): void {
  if (status === 'success') void notify('success', toasts.success, { id: 'payment-success' });
  if (status === 'expired') void notify('error', toasts.expired, { id: 'payment-expired' });
  if (status === 'timeout') void notify('error', toasts.timeout, { id: 'payment-timeout' });
  if (status === 'error') void notify('error', toasts.error, { id: 'payment-error' });
}

/** Polls the payment status of the session in the address and shows where it stands. */
export function PaymentStatusClient({ labels, noSession, toasts, locale }: PaymentStatusClientProps) {
  const sessionId = useSearchParams().get('session_id') || null;
  const [state, dispatch] = useReducer(verificationReducer, sessionId, initialVerification);
  const [downloading, setDownloading] = useState(false);

  useEffect(() => {
    if (state.status !== 'checking' || !sessionId) return;
    const controller = new AbortController();
    const check = async () => {
      try {
        const answer = await fetchPaymentStatus(sessionId, controller.signal);
        if (!controller.signal.aborted) dispatch({ type: 'answered', answer });
      } catch (error) {
        if (controller.signal.aborted) return;
        console.error('Error checking payment status:', error);
        dispatch({ type: 'failed' });
      }
    };
    const delay = delayBefore(state.attempt);
    // The first request goes out at once, not on a later timer tick.
    if (delay === 0) {
      void check();
      return () => controller.abort();
    }
    const timer = window.setTimeout(check, delay);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [sessionId, state]);

  // Without a session nothing failed: no error toast for a visitor who merely opened the page.
  useEffect(() => {
    if (sessionId) announce(state.status, toasts);
  }, [sessionId, state.status, toasts]);

  async function download() {
    if (!sessionId) return;
    setDownloading(true);
    try {
      const { blob, fileName } = await fetchDownload(sessionId);
      saveBlob(blob, fileName);
      void notify('success', toasts.downloadStarted);
    } catch (error) {
      console.error('Download error:', error);
      void notify('error', toasts.downloadFailed);
    } finally {
      setDownloading(false);
    }
  }

  if (!sessionId) return <PaymentWithoutSession labels={noSession} />;
  return (
    <PaymentStateView
      state={state}
      labels={labels}
      locale={locale}
      downloading={downloading}
      receiptUrl={receiptPdfUrl(sessionId)}
      onDownload={download}
      onCheckAgain={reloadPage}
    />
  );
}

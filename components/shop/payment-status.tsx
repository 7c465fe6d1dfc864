import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { labelsFor } from '@/i18n/labels';
import type { Locale } from '@/i18n/routing';
import { MAX_ATTEMPTS } from '@/lib/shop/checkout/payment-verification';
import { PaymentStatusClient } from './payment-status-client';
import { PaymentStateView, type PaymentLabelKey, type PaymentViewLabels } from './payment-state-view';
import type { ReceiptSummaryLabels } from './receipt-summary';

const TEXT_KEYS: PaymentLabelKey[] = [
  'checkingTitle',
  'checkingText',
  'successTitle',
  'successText',
  'productLabel',
  'amountLabel',
  'download',
  'downloading',
  'expiredTitle',
  'expiredText',
  'tryAgain',
  'contactSupport',
  'timeoutTitle',
  'timeoutText',
  'checkAgain',
  'errorTitle',
  'errorText',
  'backToProducts',
  'receiptNote',
  'downloadsAgain',
];

const RECEIPT_KEYS: (keyof ReceiptSummaryLabels)[] = [
  'receiptNumber',
  'discount',
  'net',
  'vat',
  'reverseCharge',
  'total',
  'downloadReceipt',
];

/**
 * The payment verification. The page renders per request, so the client part already renders on
 * the server with the session id of the address; the 'checking' fallback only shows if that part
 * is ever rendered without the address (a static render).
 */
export async function PaymentStatus({ locale }: { locale: Locale }) {
  const t = await getTranslations('PaymentSuccess');
  const documentText = await getTranslations('SalesDocument');
  const labels: PaymentViewLabels = {
    text: labelsFor(TEXT_KEYS, (key) => t(key)),
    attempts: Array.from({ length: MAX_ATTEMPTS }, (_, index) => t('attempt', { attempt: index + 1, max: MAX_ATTEMPTS })),
    receipt: labelsFor(RECEIPT_KEYS, (key) => documentText(key)),
  };
  const noSession = {
    title: t('noSessionTitle'),
    text: t('noSessionText'),
    browseShop: t('browseShop'),
    downloadsAgain: t('downloadsAgain'),
  };
  const toasts = {
    success: t('successToast'),
    expired: t('expiredToast'),
    timeout: t('timeoutToast'),
    error: t('errorToast'),
    downloadStarted: t('downloadStarted'),
    downloadFailed: t('downloadFailed'),
  };

  return (
    <section className="flex min-h-[70vh] items-center px-5 py-16 sm:px-8 sm:py-24">
      <Suspense fallback={<PaymentStateView state={{ status: 'checking', attempt: 1 }} labels={labels} locale={locale} />}>
        <PaymentStatusClient labels={labels} noSession={noSession} toasts={toasts} locale={locale} />
      </Suspense>
    </section>
  );
}

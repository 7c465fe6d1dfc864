import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';
import { formatPaid } from '@/lib/shop/money';
import type { VerificationState } from '@/lib/shop/checkout/payment-verification';
import { ButtonLink } from '@/components/ui/button-link';
import { Link } from '@/i18n/navigation';
import { StateIcon } from '@/components/ui/state-icon';
import { ReceiptSummaryView, type ReceiptSummaryLabels } from './receipt-summary';

export type PaymentLabelKey =
  | 'checkingTitle'
  | 'checkingText'
  | 'successTitle'
  | 'successText'
  | 'productLabel'
  | 'amountLabel'
  | 'download'
  | 'downloading'
  | 'expiredTitle'
  | 'expiredText'
  | 'tryAgain'
  | 'contactSupport'
  | 'timeoutTitle'
  | 'timeoutText'
  | 'checkAgain'
  | 'errorTitle'
  | 'errorText'
  | 'backToProducts'
  | 'receiptNote'
  | 'downloadsAgain';

export interface PaymentViewLabels {
  text: Record<PaymentLabelKey, string>;
  /** 'Attempt N of 10' for N = 1…10. */
  attempts: string[];
  receipt: ReceiptSummaryLabels;
}

interface PaymentStateViewProps {
  state: VerificationState;
  labels: PaymentViewLabels;
  locale: Locale;
  downloading?: boolean;
  /** The receipt PDF of the session in the address. */
  receiptUrl?: string;
  onDownload?: () => void;
  onCheckAgain?: () => void;
}

const ICONS = {
  checking: null,
  success: { path: 'M5 12.5l4.5 4.5L19 7.5', tone: 'bg-sage/30 text-plum' },
  expired: { path: 'M12 7v5l3 2M12 21a9 9 0 100-18 9 9 0 000 18z', tone: 'bg-blush text-rose-deep' },
  timeout: { path: 'M12 7v5l3 2M12 21a9 9 0 100-18 9 9 0 000 18z', tone: 'bg-gold/25 text-plum' },
  error: {
    path: 'M12 8v5m0 3.5v.01M10.3 3.9L2.6 17.5A2 2 0 004.3 20.5h15.4a2 2 0 001.7-3L13.7 3.9a2 2 0 00-3.4 0z',
    tone: 'bg-blush text-rose-deep',
  },
} as const;

const buttonClass =
  'inline-flex items-center justify-center gap-2 rounded-full bg-rose-deep px-7 py-3 text-sm font-semibold text-white transition-colors hover:bg-plum disabled:cursor-wait disabled:bg-plum/70';

/** What the success page shows in each state of the payment verification (docs/behaviour.md#payment-success). */
export function PaymentStateView({
  state,
  labels,
  locale,
  downloading = false,
  receiptUrl,
  onDownload,
  onCheckAgain,
}: PaymentStateViewProps) {
  const { text } = labels;
  const icon = ICONS[state.status];
  return (
    <div
      aria-live="polite"
      className="mx-auto w-full max-w-xl rounded-3xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-plum/5 sm:px-12"
    >
      {icon ? (
        <StateIcon path={icon.path} tone={icon.tone} />
      ) : (
        <span
          aria-hidden="true"
          className="mx-auto block size-16 motion-safe:animate-spin rounded-full border-4 border-blush border-t-rose-deep"
        />
      )}

      {state.status === 'checking' && (
        <>
          <h1 className="mt-6 text-3xl sm:text-4xl">{text.checkingTitle}</h1>
          <p className="mt-4 text-muted">{text.checkingText}</p>
          <p className="mt-6 text-sm font-semibold text-rose-deep">{labels.attempts[state.attempt - 1]}</p>
        </>
      )}

      {state.status === 'success' && (
        <>
          <h1 className="mt-6 text-3xl sm:text-4xl">{text.successTitle}</h1>
          <p className="mt-4 text-muted">{text.successText}</p>
          <dl className="mt-8 grid gap-4 rounded-2xl bg-cream px-6 py-5 text-left sm:grid-cols-2">
            {state.productTitle && (
              // Alone on its row once the receipt below takes the amount's place.
              <div className={state.receipt ? 'sm:col-span-2' : undefined}>
                <dt className="text-xs font-semibold uppercase tracking-wider text-muted">{text.productLabel}</dt>
                <dd className="mt-1 font-serif text-lg text-plum">{state.productTitle}</dd>
              </div>
            )}
            {state.amountTotal !== null && !state.receipt && (
              <div>
                <dt className="text-xs font-semibold uppercase tracking-wider text-muted">{text.amountLabel}</dt>
                <dd className="mt-1 font-serif text-lg text-plum">{formatPaid(state.amountTotal, state.currency ?? 'usd', locale)}</dd>
              </div>
            )}
          </dl>
          {state.receipt && receiptUrl && (
            <ReceiptSummaryView receipt={state.receipt} labels={labels.receipt} locale={locale} pdfUrl={receiptUrl} />
          )}
          <button type="button" onClick={onDownload} disabled={downloading} aria-busy={downloading} className={`mt-8 ${buttonClass}`}>
            {downloading ? text.downloading : text.download}
          </button>
          <p className="mt-6 text-sm leading-relaxed text-muted">
            {text.receiptNote}{' '}
            <Link href="/downloads" className="font-semibold text-rose-deep underline-offset-4 hover:text-plum hover:underline">
              {text.downloadsAgain}
            </Link>
          </p>
        </>
      )}

      {state.status === 'expired' && (
        <>
          <h1 className="mt-6 text-3xl sm:text-4xl">{text.expiredTitle}</h1>
          <p className="mt-4 text-muted">{text.expiredText}</p>
          <Actions>
            <ButtonLink href="/digital-products">{text.tryAgain}</ButtonLink>
            <ButtonLink href="/contact" variant="secondary">
              {text.contactSupport}
            </ButtonLink>
          </Actions>
        </>
      )}

      {state.status === 'timeout' && (
        <>
          <h1 className="mt-6 text-3xl sm:text-4xl">{text.timeoutTitle}</h1>
          <p className="mt-4 text-muted">{text.timeoutText}</p>
          <Actions>
            <button type="button" onClick={onCheckAgain} className={buttonClass}>
              {text.checkAgain}
            </button>
            <ButtonLink href="/contact" variant="secondary">
              {text.contactSupport}
            </ButtonLink>
          </Actions>
        </>
      )}

      {state.status === 'error' && (
        <>
          <h1 className="mt-6 text-3xl sm:text-4xl">{text.errorTitle}</h1>
          <p className="mt-4 text-muted">{text.errorText}</p>
          <Actions>
            <ButtonLink href="/contact">{text.contactSupport}</ButtonLink>
            <ButtonLink href="/digital-products" variant="secondary">
              {text.backToProducts}
            </ButtonLink>
          </Actions>
        </>
      )}
    </div>
  );
}

function Actions({ children }: { children: ReactNode }) {
  return <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{children}</div>;
}

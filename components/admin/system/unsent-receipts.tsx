'use client';

import { useTranslations } from 'next-intl';
import type { UnsentReceipt } from '@/lib/api/admin-system';
import { secondaryButtonClass } from '@/components/admin/ui/field-styles';
import { useAdminLocale } from '@/components/admin/ui/use-admin-locale';
import { writtenMoment } from './system-format';

interface UnsentReceiptsProps {
  receipts: UnsentReceipt[];
  busyId: string | null;
  onSend: (receipt: UnsentReceipt) => void;
}

/** The receipts due and not sent, oldest first, each with what the mail server last said and Send now. */
export function UnsentReceipts({ receipts, busyId, onSend }: UnsentReceiptsProps) {
  const t = useTranslations('AdminSystem');
  const locale = useAdminLocale();
  return (
    <section aria-labelledby="unsent-receipts" className="mt-8">
      <h2 id="unsent-receipts" className="text-xl text-plum">
        {t('receiptsHeading')}
      </h2>
      {receipts.length === 0 ? (
        <p className="mt-2 text-muted">{t('receiptsNone')}</p>
      ) : (
        <>
          <p className="mt-1 max-w-prose text-sm text-muted">{t('receiptsLead')}</p>
          <ul className="mt-4 flex flex-col gap-3">
            {receipts.map((receipt) => {
              const name = receipt.receipt_number === null ? t('receiptUnnumbered') : t('receipt', { number: receipt.receipt_number });
              return (
                <li
                  key={receipt.id}
                  className="flex flex-col gap-3 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-plum/10 sm:flex-row sm:items-center sm:justify-between sm:p-5"
                >
                  <div className="min-w-0">
                    <p className="font-semibold text-plum">
                      {name}
                      {receipt.status === 'failed' && (
                        <span className="ml-2 rounded-full bg-rose-50 px-2 py-0.5 text-xs font-medium text-rose-deep ring-1 ring-rose-deep/20">
                          {t('givenUp')}
                        </span>
                      )}
                    </p>
                    <p className="mt-0.5 break-words text-sm text-ink">{receipt.recipient}</p>
                    <p className="mt-0.5 text-sm text-muted">
                      {t('waitingSince', { when: writtenMoment(receipt.due_at, locale) })} · {t('attempts', { count: receipt.attempts })}
                    </p>
                    {receipt.last_error && (
                      <p className="mt-1 break-words text-xs text-muted">{t('lastError', { error: receipt.last_error })}</p>
                    )}
                  </div>
                  <button
                    type="button"
                    className={`${secondaryButtonClass} shrink-0`}
                    disabled={busyId !== null}
                    aria-label={t('sendNowLabel', { number: receipt.receipt_number ?? '', email: receipt.recipient })}
                    onClick={() => onSend(receipt)}
                  >
                    {t('sendNow')}
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}

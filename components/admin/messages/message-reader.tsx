'use client';

import { hasLocale, useTranslations } from 'next-intl';
import { useLanguageName } from '@/components/admin/ui/use-language-name';
import { routing } from '@/i18n/routing';
import type { AdminMessageSummary } from '@/lib/inbox/query';
import { secondaryButtonClass } from '@/components/admin/ui/field-styles';
import { Spinner } from '@/components/admin/ui/spinner';
import { useAdminLocale } from '@/components/admin/ui/use-admin-locale';
import { BookedCallLine } from './booked-call';
import { MessageActions, type MessageActionHandlers } from './message-actions';
import { fullDate } from './message-display';
import { useMessage } from './use-admin-messages';
import { useServiceName } from '@/components/admin/ui/use-service-name';

interface MessageReaderProps extends MessageActionHandlers {
  /** What the list knows, shown at once; the whole text follows. */
  summary: AdminMessageSummary;
}

/**
 * An open message: who sent it, about what, from which language's site and when, the actions,
 * and the whole text. Everything the visitor wrote is rendered as text (React escapes it), with
 * its line breaks kept.
 */
export function MessageReader({ summary, ...actions }: MessageReaderProps) {
  const t = useTranslations('AdminMessages');
  const languageName = useLanguageName();
  const locale = useAdminLocale();
  const serviceName = useServiceName();
  const { data: full, error, mutate } = useMessage(summary.id);
  // The list's copy knows the latest read and archived state (changed at once on screen).
  const message = {
    ...summary,
    ...(full && { email: full.email, name: full.name, service_interest: full.service_interest, locale: full.locale }),
  };
  const details: [string, string][] = [
    [t('email'), message.email],
    [t('service'), message.service_interest ? serviceName(message.service_interest) : t('generalInquiry')],
    [
      t('language'),
      hasLocale(routing.locales, message.locale) ? t('languageOfSite', { language: languageName(message.locale) }) : message.locale,
    ],
    [t('received'), fullDate(message.created_at, locale)],
  ];
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-5 gap-y-1.5 text-sm">
        {details.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-plum">{term}</dt>
            <dd className="break-words text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      {message.booking_id && <BookedCallLine bookingId={message.booking_id} />}
      <MessageActions message={message} {...actions} />
      {full ? (
        <div
          data-testid="message-text"
          className="whitespace-pre-wrap break-words rounded-2xl bg-cream/70 p-5 leading-relaxed text-ink ring-1 ring-plum/5 sm:p-6"
        >
          {full.message}
        </div>
      ) : error ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl bg-blush/60 p-5 text-sm text-plum">
          {t('messageFailed')}
          <button type="button" onClick={() => void mutate()} className={secondaryButtonClass}>
            {t('retry')}
          </button>
        </div>
      ) : (
        <Spinner label={t('loadingMessage')} />
      )}
    </div>
  );
}

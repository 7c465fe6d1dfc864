'use client';

import Link from 'next/link';
import { hasLocale, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { routing } from '@/i18n/routing';
import { bookingPath, fetchBooking } from '@/lib/api/admin-bookings';
import { fetchMessage, messagePath } from '@/lib/api/admin-messages';
import type { AdminMessageSummary } from '@/lib/inbox/query';
import { useBookingSettings, useCallTime } from '@/components/admin/bookings/booking-time';
import { Icon } from '@/components/admin/lists/list-parts';
import { useAdminData } from '@/components/admin/shell/use-admin-data';
import { DeleteButton } from '@/components/admin/ui/delete-button';
import { Loaded } from '@/components/admin/ui/loaded';
import { useAdminLocale } from '@/components/admin/ui/use-admin-locale';
import { useLanguageName } from '@/components/admin/ui/use-language-name';
import { useServiceName } from '@/components/admin/ui/use-service-name';
import { fullDate, replyHref } from './message-display';

export interface MessageActionHandlers {
  onMarkUnread: () => void;
  onArchive: (archived: boolean) => void;
  onDelete: () => void;
}

interface MessageReaderProps extends MessageActionHandlers {
  /** What the list knows, shown at once; the whole text follows. */
  summary: AdminMessageSummary;
}

/**
 * An open message: who sent it, about what, from which language's site and when, the call it
 * booked, the actions, and the whole text. Everything the visitor wrote is rendered as text
 * (React escapes it), with its line breaks kept.
 */
export function MessageReader({ summary, ...actions }: MessageReaderProps) {
  const t = useTranslations('AdminMessages');
  const languageName = useLanguageName();
  const locale = useAdminLocale();
  const serviceName = useServiceName();
  const full = useAdminData(messagePath(summary.id), () => fetchMessage(summary.id), 'the message');
  // The list's copy knows the latest read and archived state (changed at once on screen).
  const { email, name, service_interest, locale: sentFrom } = { ...summary, ...full.data };
  const details: [string, string][] = [
    [t('email'), email],
    [t('service'), service_interest ? serviceName(service_interest) : t('generalInquiry')],
    [t('language'), hasLocale(routing.locales, sentFrom) ? t('languageOfSite', { language: languageName(sentFrom) }) : sentFrom],
    [t('received'), fullDate(summary.created_at, locale)],
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
      {summary.booking_id && <BookedCallLine bookingId={summary.booking_id} />}
      <MessageActions message={{ ...summary, email, name, service_interest }} {...actions} />
      <Loaded state={full} namespace="AdminMessages" loading="loadingMessage" failed="messageFailed">
        {(message) => (
          <div
            data-testid="message-text"
            className="whitespace-pre-wrap break-words rounded-2xl bg-cream/70 p-5 leading-relaxed text-ink ring-1 ring-plum/5 sm:p-6"
          >
            {message.message}
          </div>
        )}
      </Loaded>
    </div>
  );
}

/** The open message beside the list on a wide screen. Opening one moves the focus to its heading; Escape closes it. */
export function MessagePanel({
  message,
  onClose,
  ...actions
}: MessageActionHandlers & { message: AdminMessageSummary; onClose: () => void }) {
  const t = useTranslations('AdminMessages');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [message.id]);
  return (
    <section
      aria-labelledby="message-panel-title"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
      className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-plum/5 lg:sticky lg:top-6 xl:p-8"
    >
      <div className="mb-5 flex items-start justify-between gap-4 border-b border-plum/10 pb-4">
        <h2 id="message-panel-title" ref={heading} tabIndex={-1} className="min-w-0 break-words text-2xl outline-none">
          {message.name}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('back')}
          title={t('back')}
          className="grid size-10 shrink-0 place-items-center rounded-full text-muted transition-colors hover:bg-blush hover:text-plum"
        >
          <Icon d="M6 6l12 12M18 6L6 18" className="size-5" width={2} />
        </button>
      </div>
      <MessageReader summary={message} {...actions} />
    </section>
  );
}

/**
 * A message a booking made (docs/booking.md#mail): a line with the call's time in the studio's zone
 * ("Tue, Dec 1, 2026, 14:00 (Europe/Oslo)") that leads to the Bookings section; until the time is
 * known (or when it cannot be read) it just says "Booked call".
 */
function BookedCallLine({ bookingId }: { bookingId: string }) {
  const t = useTranslations('AdminMessages');
  const callTime = useCallTime();
  const zone = useBookingSettings().data?.time_zone;
  const booking = useAdminData(bookingPath(bookingId), () => fetchBooking(bookingId), 'the booked call');
  const time = booking.data && zone ? `${callTime.moment(booking.data.start, zone)} (${zone})` : null;
  return (
    <p className="text-sm">
      <Link
        href="/admin/bookings"
        aria-label={time ? t('bookedCallLabel', { time }) : undefined}
        className="inline-flex items-center gap-2 font-semibold text-rose-deep underline-offset-4 hover:underline"
      >
        <Icon d="M5 6.5h14v13H5zM5 10.5h14M9 4v4M15 4v4" />
        {time ? t('bookedCallAt', { time }) : t('bookedCall')}
      </Link>
    </p>
  );
}

const replyClass =
  'inline-flex min-h-10 items-center justify-center gap-1.5 rounded-full bg-rose-deep px-4 py-2 text-sm font-semibold text-white transition-colors hover:bg-plum';
const actionClass =
  'inline-flex min-h-10 items-center justify-center gap-1.5 rounded-full border border-plum/15 bg-white px-4 py-2 text-sm font-semibold text-plum transition-colors hover:border-rose-deep hover:text-rose-deep';

const ICONS = {
  reply: 'M9.5 7L4 12l5.5 5M4.5 12H14a6 6 0 016 6v1',
  unread: 'M4 6.5h16v11H4zM4.5 7l7.5 6 7.5-6',
  archive: 'M3.5 5h17v4h-17zM5 9v9.5A1.5 1.5 0 006.5 20h11a1.5 1.5 0 001.5-1.5V9M10 13h4',
  inbox: 'M4 13.5V18a2 2 0 002 2h12a2 2 0 002-2v-4.5M4 13.5L6.5 5h11l2.5 8.5M4 13.5h4.5l1 2h5l1-2H20',
} as const;

/** Reply by e-mail (subject "Re: <service>"), Mark unread, Archive or Move to inbox, and Delete. */
function MessageActions({ message, onMarkUnread, onArchive, onDelete }: { message: AdminMessageSummary } & MessageActionHandlers) {
  const t = useTranslations('AdminMessages');
  const archived = message.archived_at !== null;
  const subject = t('replySubject', { topic: message.service_interest ?? t('replyTopicFallback') });
  return (
    <div role="group" aria-label={t('actionsLabel')} className="flex flex-wrap items-center gap-2">
      <a href={replyHref(message.email, subject)} aria-label={t('replyLabel', { name: message.name })} className={replyClass}>
        <Icon d={ICONS.reply} />
        {t('reply')}
      </a>
      <button type="button" onClick={onMarkUnread} className={actionClass}>
        <Icon d={ICONS.unread} />
        {t('markUnread')}
      </button>
      <button type="button" onClick={() => onArchive(!archived)} className={actionClass}>
        <Icon d={archived ? ICONS.inbox : ICONS.archive} />
        {archived ? t('moveToInbox') : t('archive')}
      </button>
      <DeleteButton label={t('delete', { name: message.name })} onClick={onDelete} className="ml-auto" />
    </div>
  );
}

'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useLanguageLabel } from '@/components/admin/ui/use-language-name';
import type { AdminBooking } from '@/lib/booking/types';
import { editAddress } from '@/components/admin/ui/use-edit-from-address';
import { useAdminLocale } from '@/components/admin/ui/use-admin-locale';
import { useServiceName } from '@/components/admin/ui/use-service-name';
import { BookingActions, type BookingActionHandlers } from './booking-actions';
import { BookingBadge } from './booking-badge';
import { sameClock, useCallTime } from './booking-time';

interface BookingRowProps extends BookingActionHandlers {
  booking: AdminBooking;
  /** The studio's zone, in which the call's time is written. */
  timeZone: string;
  /** In the upcoming list (it can still be cancelled). */
  upcoming: boolean;
}

const linkClass = 'font-semibold text-rose-deep underline-offset-4 hover:underline';

/**
 * One call: when (in the studio's zone, and the visitor's when it shows another clock), who, about
 * what, in which language, the note (opened on demand), its status and its lead in Messages.
 * Everything the visitor wrote is rendered as text.
 */
export function BookingRow({ booking, timeZone, upcoming, ...actions }: BookingRowProps) {
  const t = useTranslations('AdminBookings');
  const serviceName = useServiceName();
  const languageName = useLanguageLabel();
  const locale = useAdminLocale();
  const time = useCallTime();
  const when = time.moment(booking.start, timeZone);
  const visitorClock = !sameClock(booking.start, timeZone, booking.time_zone, locale);
  return (
    <article
      data-testid="admin-booking"
      aria-labelledby={`booking-${booking.id}`}
      className="grid gap-x-5 gap-y-3 p-4 sm:grid-cols-[12rem_minmax(0,1fr)_auto] sm:p-5"
    >
      <div className="tabular-nums lining-nums">
        <time dateTime={booking.start} className="block font-semibold text-plum">
          {time.day(booking.start, timeZone)}
        </time>
        <span className="block text-sm text-ink">
          {t('studioTime', { time: `${time.clock(booking.start, timeZone)}–${time.clock(booking.end, timeZone)}`, zone: timeZone })}
        </span>
        {visitorClock && (
          <span className="mt-0.5 block text-xs text-muted">
            {t('visitorTime', { time: time.moment(booking.start, booking.time_zone), zone: booking.time_zone })}
          </span>
        )}
      </div>
      <div className="min-w-0 space-y-1 text-sm">
        <h3 id={`booking-${booking.id}`} className="break-words font-sans text-base font-semibold text-plum">
          {booking.name}
        </h3>
        <a href={`mailto:${encodeURIComponent(booking.email).replace(/%40/g, '@')}`} className={`${linkClass} break-all font-medium`}>
          {booking.email}
        </a>
        <p className="text-muted">
          <span className={booking.service_interest ? 'font-semibold text-rose-deep' : ''}>
            {booking.service_interest ? serviceName(booking.service_interest) : t('generalInquiry')}
          </span>
          {' · '}
          {languageName(booking.locale)}
        </p>
        {booking.confirm_by && (
          <p data-testid="hold-until" className="font-semibold text-amber-900">
            {t('holdUntil', { time: time.moment(booking.confirm_by, timeZone) })}
          </p>
        )}
        {booking.cancelled_by && (
          <p className="text-muted">
            {t(`cancelledBy.${booking.cancelled_by}`)}
            {booking.cancel_message && <span className="block whitespace-pre-wrap break-words italic">{booking.cancel_message}</span>}
          </p>
        )}
        {booking.note && (
          <details className="group">
            <summary className="min-h-6 cursor-pointer font-semibold text-plum">{t('showNote', { name: booking.name })}</summary>
            <p className="mt-1 whitespace-pre-wrap break-words rounded-xl bg-cream/70 p-3 text-ink">{booking.note}</p>
          </details>
        )}
        {booking.message_id && (
          <Link
            href={editAddress('messages', booking.message_id)}
            aria-label={t('openLeadLabel', { name: booking.name })}
            className={`${linkClass} block min-h-6`}
          >
            {t('openLead')}
          </Link>
        )}
      </div>
      <div className="flex items-center justify-between gap-2 sm:items-start sm:justify-end">
        <BookingBadge status={booking.status} />
        <BookingActions booking={booking} time={when} upcoming={upcoming} {...actions} />
      </div>
    </article>
  );
}

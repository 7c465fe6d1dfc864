'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { BookingMark } from '@/lib/api/admin-bookings';
import type { AdminBooking, BookingStatus } from '@/lib/booking/types';
import { Pill } from '@/components/admin/lists/list-parts';
import { replyHref } from '@/components/admin/messages/message-display';
import { RowMenu, type RowMenuItem } from '@/components/admin/ui/row-menu';
import { useAdminLocale } from '@/components/admin/ui/use-admin-locale';
import { editAddress } from '@/components/admin/ui/use-edit-from-address';
import { useLanguageLabel } from '@/components/admin/ui/use-language-name';
import { useServiceName } from '@/components/admin/ui/use-service-name';
import { sameClock, useCallTime } from './booking-time';

interface BookingActionHandlers {
  onCancel: (booking: AdminBooking) => void;
  onRelease: (booking: AdminBooking) => void;
  onMark: (booking: AdminBooking, status: BookingMark) => void;
  /** The call whose change is on its way: its menu waits. */
  busyId: string | null;
}

interface BookingRowProps extends BookingActionHandlers {
  booking: AdminBooking;
  /** The studio's zone, in which the call's time is written. */
  timeZone: string;
  /** In the upcoming list (it can still be cancelled). */
  upcoming: boolean;
}

const linkClass = 'font-semibold text-rose-deep underline-offset-4 hover:underline';

/** A call's status as a small tag: awaiting confirmation, confirmed, held, no-show, cancelled or expired. */
const STATUS_LOOKS: Record<BookingStatus, string> = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-700/30',
  expired: 'bg-plum/5 text-muted ring-plum/15',
  confirmed: 'bg-white text-plum ring-plum/20',
  held: 'bg-emerald-50 text-emerald-800 ring-emerald-700/20',
  no_show: 'bg-amber-50 text-amber-800 ring-amber-700/25',
  cancelled: 'bg-plum/5 text-muted ring-plum/15',
};

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
        <h2 id={`booking-${booking.id}`} className="break-words font-sans text-base font-semibold text-plum">
          {booking.name}
        </h2>
        <a href={replyHref(booking.email)} className={`${linkClass} break-all font-medium`}>
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
        <Pill look={STATUS_LOOKS[booking.status]}>{t(`status.${booking.status}`)}</Pill>
        <BookingActions booking={booking} time={time.moment(booking.start, timeZone)} upcoming={upcoming} {...actions} />
      </div>
    </article>
  );
}

const MARKS = [
  { status: 'held', text: 'markHeld' },
  { status: 'no_show', text: 'markNoShow' },
  { status: 'confirmed', text: 'markConfirmed' },
] as const;

/**
 * A call's actions in one menu: a pending hold can only be released (its visitor confirms it, not
 * the studio); a confirmed call still to come (the upcoming list) can be cancelled, with a message
 * to the visitor; and a call is marked held, no-show or back to confirmed (each but its current
 * status). A cancelled or expired call has none.
 */
function BookingActions({
  booking,
  time,
  upcoming,
  onCancel,
  onRelease,
  onMark,
  busyId,
}: Omit<BookingRowProps, 'timeZone'> & { time: string }) {
  const t = useTranslations('AdminBookings');
  if (booking.status === 'cancelled' || booking.status === 'expired') return null;
  const disabled = busyId === booking.id;
  const names = { name: booking.name, time };
  const release = { text: t('release'), label: t('releaseLabel', names), danger: true, disabled, onSelect: () => onRelease(booking) };
  const cancel = { text: t('cancel'), label: t('cancelLabel', names), danger: true, disabled, onSelect: () => onCancel(booking) };
  const marks = MARKS.filter((mark) => mark.status !== booking.status).map((mark) => ({
    text: t(mark.text),
    label: t('markLabel', { ...names, action: t(mark.text) }),
    disabled,
    onSelect: () => onMark(booking, mark.status),
  }));
  const items: RowMenuItem[] =
    booking.status === 'pending' ? [release] : [...marks, ...(booking.status === 'confirmed' && upcoming ? [cancel] : [])];
  return <RowMenu label={t('actionsLabel', names)} items={items} />;
}

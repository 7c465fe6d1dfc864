'use client';

import { useTranslations } from 'next-intl';
import type { AdminBooking } from '@/lib/booking/types';
import type { BookingMark } from '@/lib/api/admin-bookings';
import { RowMenu, type RowMenuItem } from '@/components/admin/ui/row-menu';

export interface BookingActionHandlers {
  onCancel: (booking: AdminBooking) => void;
  onRelease: (booking: AdminBooking) => void;
  onMark: (booking: AdminBooking, status: BookingMark) => void;
  /** The call whose change is on its way: its menu waits. */
  busyId: string | null;
}

const MARKS = [
  { status: 'held', text: 'markHeld' },
  { status: 'no_show', text: 'markNoShow' },
  { status: 'confirmed', text: 'markConfirmed' },
] as const;

/**
 * A call's actions in one menu: a pending hold can only be released (its visitor confirms it, not
 * the studio); a call can be cancelled (with a message to the visitor) while it is confirmed and
 * still to come (the upcoming list), and mark it held, no-show or back to confirmed (each but its current status).
 * A cancelled call has none.
 */
export function BookingActions({
  booking,
  time,
  upcoming,
  onCancel,
  onRelease,
  onMark,
  busyId,
}: { booking: AdminBooking; time: string; upcoming: boolean } & BookingActionHandlers) {
  const t = useTranslations('AdminBookings');
  if (booking.status === 'cancelled' || booking.status === 'expired') return null;
  const busy = busyId === booking.id;
  const names = { name: booking.name, time };
  if (booking.status === 'pending') {
    const release = {
      text: t('release'),
      label: t('releaseLabel', names),
      danger: true,
      disabled: busy,
      onSelect: () => onRelease(booking),
    };
    return <RowMenu label={t('actionsLabel', names)} items={[release]} />;
  }
  const items: RowMenuItem[] = [
    ...MARKS.filter((mark) => mark.status !== booking.status).map((mark) => ({
      text: t(mark.text),
      label: t('markLabel', { ...names, action: t(mark.text) }),
      disabled: busy,
      onSelect: () => onMark(booking, mark.status),
    })),
    ...(booking.status === 'confirmed' && upcoming
      ? [{ text: t('cancel'), label: t('cancelLabel', names), danger: true, disabled: busy, onSelect: () => onCancel(booking) }]
      : []),
  ];
  return <RowMenu label={t('actionsLabel', names)} items={items} />;
}

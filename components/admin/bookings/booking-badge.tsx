'use client';

import { useTranslations } from 'next-intl';
import type { BookingStatus } from '@/lib/booking/types';

const LOOKS: Record<BookingStatus, string> = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-700/30',
  expired: 'bg-plum/5 text-muted ring-plum/15',
  confirmed: 'bg-white text-plum ring-plum/20',
  held: 'bg-emerald-50 text-emerald-800 ring-emerald-700/20',
  no_show: 'bg-amber-50 text-amber-800 ring-amber-700/25',
  cancelled: 'bg-plum/5 text-muted ring-plum/15',
};

/** A call's status as a small tag: awaiting confirmation, confirmed, held, no-show, cancelled or expired. */
export function BookingBadge({ status }: { status: BookingStatus }) {
  const t = useTranslations('AdminBookings');
  return (
    <span className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${LOOKS[status]}`}>
      {t(`status.${status}`)}
    </span>
  );
}

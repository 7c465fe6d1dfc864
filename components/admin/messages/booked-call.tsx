'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useBookedCall } from '@/components/admin/bookings/use-booked-call';

// A message that a booking made (docs/booking.md#mail): tagged in the list, and in the reader a
// line with the call's time that leads to the Bookings section.

export function BookedCallTag() {
  const t = useTranslations('AdminMessages');
  return (
    <span className="shrink-0 rounded-full bg-blush px-2 py-0.5 text-[0.65rem] font-semibold normal-case tracking-normal text-plum">
      {t('bookedCall')}
    </span>
  );
}

export function BookedCallLine({ bookingId }: { bookingId: string }) {
  const t = useTranslations('AdminMessages');
  const time = useBookedCall(bookingId);
  return (
    <p className="text-sm">
      <Link
        href="/admin/bookings"
        aria-label={time ? t('bookedCallLabel', { time }) : undefined}
        className="inline-flex items-center gap-2 font-semibold text-rose-deep underline-offset-4 hover:underline"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 fill-none stroke-current" strokeWidth="1.8" strokeLinecap="round">
          <path d="M5 6.5h14v13H5zM5 10.5h14M9 4v4M15 4v4" />
        </svg>
        {time ? t('bookedCallAt', { time }) : t('bookedCall')}
      </Link>
    </p>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { bookingListPath, type BookingWhen } from '@/lib/api/admin-bookings';
import type { AdminBooking } from '@/lib/booking/types';
import { useLoadingNewRows } from '@/components/admin/shell/server-rows';
import { EmptyState } from '@/components/admin/ui/empty-state';
import { Spinner } from '@/components/admin/ui/spinner';
import { BookingPager } from './booking-pager';
import { BookingRow } from './booking-row';
import { CancelDialog } from './cancel-dialog';
import { useCallTime } from './booking-time';
import { useBookingList } from './use-admin-bookings';
import { useBookingActions } from './use-booking-actions';
import { LoadFailed } from '@/components/admin/ui/load-failed';

const CALENDAR = <path d="M5 6.5h14v13H5zM5 10.5h14M9 4v4M15 4v4" />;

/** The upcoming or past calls a page at a time, their actions, and the cancellation's dialog. */
export function BookingList({ when, timeZone }: { when: BookingWhen; timeZone: string }) {
  const t = useTranslations('AdminBookings');
  const [page, setPage] = useState(1);
  const list = useBookingList(when, page);
  const { data, error, mutate } = list;
  const loading = useLoadingNewRows(bookingListPath(when, page), list);
  const { busyId, mark, cancel, release } = useBookingActions();
  const [cancelling, setCancelling] = useState<AdminBooking | null>(null);
  const time = useCallTime();

  if (!data && loading) return <Spinner label={t('loading')} />;
  if (!data) return <LoadFailed message={t('loadFailed')} retry={t('retry')} onRetry={() => void mutate()} />;
  if (data.bookings.length === 0 && page === 1)
    return <EmptyState heading="h2" title={t(`emptyTitle.${when}`)} lead={t(`emptyLead.${when}`)} icon={CALENDAR} />;
  return (
    <div aria-busy={loading} className="transition-opacity aria-busy:opacity-60">
      <p role="status" className="mb-3 px-1 text-sm text-muted">
        {t('count', { count: data.total })}
      </p>
      <ul aria-label={t(`listLabel.${when}`)} className="divide-y divide-plum/5 rounded-3xl bg-white shadow-sm ring-1 ring-plum/5">
        {data.bookings.map((booking) => (
          <li key={booking.id}>
            <BookingRow
              booking={booking}
              timeZone={timeZone}
              upcoming={when === 'upcoming'}
              busyId={busyId}
              onMark={(b, status) => void mark(b, status)}
              onCancel={setCancelling}
              onRelease={(b) => void release(b)}
            />
          </li>
        ))}
      </ul>
      <BookingPager page={page} pageSize={data.page_size} total={data.total} onPage={setPage} />
      {error && (
        <p role="alert" className="mt-4 rounded-2xl bg-blush/60 px-5 py-3 text-sm text-plum">
          {t('loadFailed')}
        </p>
      )}
      {cancelling && (
        <CancelDialog
          booking={cancelling}
          time={time.moment(cancelling.start, timeZone)}
          onCancel={(message) => cancel(cancelling, message)}
          onClose={() => setCancelling(null)}
        />
      )}
    </div>
  );
}

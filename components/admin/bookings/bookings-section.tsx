'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import {
  BOOKING_SETTINGS_PATH,
  BOOKINGS_PATH,
  bookingListPath,
  cancelBooking,
  fetchBookings,
  markBooking,
  releaseBooking,
  type BookingMark,
  type BookingWhen,
} from '@/lib/api/admin-bookings';
import type { AdminBooking } from '@/lib/booking/types';
import { Choice, StaleAlert } from '@/components/admin/lists/list-parts';
import { useAdminAction } from '@/components/admin/ui/use-admin-action';
import { useLoadingNewRows } from '@/components/admin/shell/server-rows';
import { useAdminData } from '@/components/admin/shell/use-admin-data';
import { AdminPageHeader } from '@/components/admin/ui/admin-page-header';
import { EmptyState } from '@/components/admin/ui/empty-state';
import { secondaryButtonClass } from '@/components/admin/ui/field-styles';
import { Loaded } from '@/components/admin/ui/loaded';
import { Spinner } from '@/components/admin/ui/spinner';
import { leaveAfterAsking } from '@/components/admin/ui/use-leave-guard';
import { BookingRow } from './booking-row';
import { useBookingSettings, useCallTime } from './booking-time';
import { CancelDialog } from './cancel-dialog';
import { SettingsForm } from './settings-form';

const VIEWS = ['upcoming', 'past', 'availability'] as const;

/** Should the studio's zone not load, the calls are written in UTC (each time names its zone). */
const FALLBACK_ZONE = 'UTC';

/** /admin/bookings: the upcoming and past calls with their actions, and the studio's availability. */
export function BookingsSection() {
  const t = useTranslations('AdminBookings');
  const [view, setView] = useState<(typeof VIEWS)[number]>('upcoming');
  const settings = useBookingSettings();
  const loading = useLoadingNewRows(BOOKING_SETTINGS_PATH, settings);
  return (
    <section aria-labelledby="bookings-heading">
      <AdminPageHeader headingId="bookings-heading" title={t('title')} lead={t('lead')} />
      <Choice
        label={t('viewsLabel')}
        names={VIEWS}
        value={view}
        // Another view closes the availability form: unsaved edits there ask first.
        onChange={(name) => leaveAfterAsking(() => setView(name))}
        text={(name) => t(`views.${name}`)}
        className="mb-6 inline-flex"
      />
      {view === 'availability' ? (
        <Loaded state={settings} namespace="AdminBookings" failed="settings.loadFailed">
          {(data) => <SettingsForm settings={data} />}
        </Loaded>
      ) : loading ? (
        <Spinner label={t('loading')} />
      ) : (
        <BookingList key={view} when={view} timeZone={settings.data?.time_zone ?? FALLBACK_ZONE} />
      )}
    </section>
  );
}

const CALENDAR = <path d="M5 6.5h14v13H5zM5 10.5h14M9 4v4M15 4v4" />;
const isBookingList = (key: unknown) => typeof key === 'string' && key.startsWith(`${BOOKINGS_PATH}?`);

/**
 * The upcoming (soonest first) or past (newest first) calls a page at a time, their actions, and the
 * cancellation's dialog. After a change both lists are reloaded: it can move a call between them.
 */
function BookingList({ when, timeZone }: { when: BookingWhen; timeZone: string }) {
  const t = useTranslations('AdminBookings');
  const [page, setPage] = useState(1);
  const list = useAdminData(bookingListPath(when, page), fetchBookings, 'bookings', { keepPreviousData: true });
  const loading = useLoadingNewRows(bookingListPath(when, page), list);
  const { mutate } = useSWRConfig();
  const { busy: busyId, run } = useAdminAction(() => mutate(isBookingList));
  const [cancelling, setCancelling] = useState<AdminBooking | null>(null);
  const time = useCallTime();
  const actions = {
    busyId,
    onCancel: setCancelling,
    onMark: (call: AdminBooking, status: BookingMark) =>
      void run(call.id, () => markBooking(call.id, status), {
        done: () => t('marked', { name: call.name, status: t(`status.${status}`) }),
        failed: t('markFailed'),
      }),
    onRelease: (call: AdminBooking) =>
      void run(call.id, () => releaseBooking(call.id), { done: () => t('released', { name: call.name }), failed: t('releaseFailed') }),
  };

  return (
    <Loaded state={list} namespace="AdminBookings">
      {(data) => {
        if (data.bookings.length === 0 && page === 1)
          return <EmptyState heading="h2" title={t(`emptyTitle.${when}`)} lead={t(`emptyLead.${when}`)} icon={CALENDAR} />;
        const pages = Math.max(1, Math.ceil(data.total / data.page_size));
        return (
          <div aria-busy={loading} className="transition-opacity aria-busy:opacity-60">
            <p role="status" className="mb-3 px-1 text-sm text-muted">
              {t('count', { count: data.total })}
            </p>
            <ul aria-label={t(`listLabel.${when}`)} className="divide-y divide-plum/5 rounded-3xl bg-white shadow-sm ring-1 ring-plum/5">
              {data.bookings.map((booking) => (
                <li key={booking.id}>
                  <BookingRow booking={booking} timeZone={timeZone} upcoming={when === 'upcoming'} {...actions} />
                </li>
              ))}
            </ul>
            {/* Previous and next under a list longer than a page. */}
            {(pages > 1 || page > 1) && (
              <nav aria-label={t('pageLabel')} className="mt-4 flex items-center justify-between gap-3">
                <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)} className={secondaryButtonClass}>
                  {t('previousPage')}
                </button>
                <p className="text-sm text-muted" aria-live="polite">
                  {t('pageOf', { page, pages })}
                </p>
                <button type="button" disabled={page >= pages} onClick={() => setPage(page + 1)} className={secondaryButtonClass}>
                  {t('nextPage')}
                </button>
              </nav>
            )}
            {list.error && <StaleAlert text={t('loadFailed')} />}
            {cancelling && (
              <CancelDialog
                booking={cancelling}
                time={time.moment(cancelling.start, timeZone)}
                onCancel={(message) =>
                  run(cancelling.id, () => cancelBooking(cancelling.id, message).then(() => true), {
                    done: () => t('cancelled', { name: cancelling.name, email: cancelling.email }),
                    failed: t('cancelFailed'),
                  }).then((cancelled) => cancelled === true)
                }
                onClose={() => setCancelling(null)}
              />
            )}
          </div>
        );
      }}
    </Loaded>
  );
}

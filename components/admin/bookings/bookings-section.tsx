'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { BOOKING_SETTINGS_PATH } from '@/lib/api/admin-bookings';
import { useLoadingNewRows } from '@/components/admin/shell/server-rows';
import { AdminPageHeader } from '@/components/admin/ui/admin-page-header';
import { Spinner } from '@/components/admin/ui/spinner';
import { leaveAfterAsking } from '@/components/admin/ui/use-leave-guard';
import { BookingList } from './booking-list';
import { SettingsForm } from './settings-form';
import { useBookingSettings } from './use-admin-bookings';
import { LoadFailed } from '@/components/admin/ui/load-failed';

const VIEWS = ['upcoming', 'past', 'availability'] as const;
type View = (typeof VIEWS)[number];

/** Should the studio's zone not load, the calls are written in UTC (each time names its zone). */
const FALLBACK_ZONE = 'UTC';

/** /admin/bookings: the upcoming and past calls with their actions, and the studio's availability. */
export function BookingsSection() {
  const t = useTranslations('AdminBookings');
  const [view, setView] = useState<View>('upcoming');
  const settings = useBookingSettings();
  const loading = useLoadingNewRows(BOOKING_SETTINGS_PATH, settings);
  return (
    <section aria-labelledby="bookings-heading">
      <AdminPageHeader headingId="bookings-heading" title={t('title')} lead={t('lead')} />
      <div role="group" aria-label={t('viewsLabel')} className="mb-6 inline-flex rounded-full bg-white p-1 ring-1 ring-plum/15">
        {VIEWS.map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={view === name}
            // Another view closes the availability form: unsaved edits there ask first.
            onClick={() => leaveAfterAsking(() => setView(name))}
            className="rounded-full px-3.5 py-2 text-sm font-semibold text-muted transition-colors hover:text-plum aria-pressed:bg-plum aria-pressed:text-white sm:px-5"
          >
            {t(`views.${name}`)}
          </button>
        ))}
      </div>
      {view !== 'availability' ? (
        loading ? (
          <Spinner label={t('loading')} />
        ) : (
          <BookingList key={view} when={view} timeZone={settings.data?.time_zone ?? FALLBACK_ZONE} />
        )
      ) : settings.data ? (
        <SettingsForm settings={settings.data} />
      ) : loading ? (
        <Spinner label={t('loading')} />
      ) : (
        <LoadFailed message={t('settings.loadFailed')} retry={t('retry')} onRetry={() => void settings.mutate()} />
      )}
    </section>
  );
}

'use client';

import { useState } from 'react';
import useSWR from 'swr';
import { formatWhen } from '@/lib/booking/days';
import type { PublicBooking } from '@/lib/booking/types';
import { bookingPath, getJson, getSlots, SLOTS_PATH, type BookedCall } from './api';
import { BookingConfirmation } from './booking-confirmation';
import { BookingPicker } from './booking-picker';
import { fill, type BookingLabels, type ServiceOption } from './labels';
import { useRescheduleToken, useVisitorZone } from './use-visitor';
import { ZonePicker } from './zone-picker';

interface BookingClientProps {
  locale: string;
  intlLocale: string;
  labels: BookingLabels;
  services: ServiceOption[];
}

const once = { revalidateOnFocus: false, shouldRetryOnError: false };
const statusOf = (error: unknown) => (error as { status?: number } | undefined)?.status;

/**
 * The booking page's working part: the free times in the visitor's zone to choose from, then the
 * confirmation. With `?reschedule=<token>` it moves that booking instead of making a new one.
 */
export function BookingClient({ locale, intlLocale, labels, services }: BookingClientProps) {
  const [zone, setZone] = useVisitorZone();
  const token = useRescheduleToken();
  const slots = useSWR(zone ? SLOTS_PATH : null, getSlots, once);
  const moving = useSWR(token ? bookingPath(token) : null, getJson<PublicBooking>, once);
  const [done, setDone] = useState<BookedCall | null>(null);
  const note = (text: string) => <p className="max-w-2xl text-lg leading-relaxed text-plum">{text}</p>;

  if (!zone || slots.isLoading || moving.isLoading) return note(labels.loading);
  if (done) {
    const studioZone = slots.data?.time_zone ?? zone;
    return (
      <BookingConfirmation
        call={done}
        moved={Boolean(token)}
        timeZone={zone}
        studioZone={studioZone}
        intlLocale={intlLocale}
        labels={labels}
      />
    );
  }
  if (token && !moving.data) return note(statusOf(moving.error) === 404 ? labels.moveNotFound : labels.failure);
  if (moving.data && !moving.data.changeable) return note(labels.moveClosed);
  if (!slots.data)
    return (
      <div className="space-y-4">
        {note(labels.loadFailed)}
        <button
          type="button"
          onClick={() => void slots.mutate()}
          className="min-h-11 rounded-full border border-plum/25 px-6 text-sm font-semibold text-plum hover:border-rose-deep hover:text-rose-deep"
        >
          {labels.retry}
        </button>
      </div>
    );

  return (
    <div className="space-y-6">
      {moving.data && note(fill(labels.moveIntro, { when: formatWhen(moving.data.start, zone, intlLocale) }))}
      <ZonePicker zone={zone} onChange={setZone} labels={labels} />
      <BookingPicker
        slots={slots.data.slots}
        refresh={() => void slots.mutate()}
        zone={zone}
        locale={locale}
        intlLocale={intlLocale}
        reschedule={token}
        labels={labels}
        services={services}
        onBooked={setDone}
      />
    </div>
  );
}

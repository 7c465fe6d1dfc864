'use client';

import dynamic from 'next/dynamic';
import { useState, type ReactNode } from 'react';
import useSWR from 'swr';
import { formatWhen } from '@/lib/booking/days';
import type { PublicBooking, SlotList } from '@/lib/booking/types';
import { bookingPath, getJson, getSlots, SLOTS_PATH, type BookedCall } from './api';
import { BookingPicker } from './booking-picker';
import { fill, type BookingLabels, type ServiceOption } from './labels';
import { useRescheduleToken, useVisitorZone } from './use-visitor';
import { ZonePicker } from './zone-picker';

interface BookingClientProps {
  locale: string;
  intlLocale: string;
  labels: BookingLabels;
  services: ServiceOption[];
  /** The first free days, read by the server for its HTML; the browser then asks for all of them. */
  first: SlotList;
  renderedAt: string;
  /** Who, what, how long and how: the server-rendered panel beside the calendar. */
  intro: ReactNode;
  /** What to bring, under the panel (after the times on a phone). */
  prepare: ReactNode;
}

// Shown only after a booking is sent, so its code is fetched then, not with the page.
const BookingConfirmation = dynamic(() => import('./booking-confirmation').then((module) => module.BookingConfirmation));

const once = { revalidateOnFocus: false, shouldRetryOnError: false };
const statusOf = (error: unknown) => (error as { status?: number } | undefined)?.status;
const card = 'rounded-3xl bg-white p-6 shadow-sm ring-1 ring-plum/5 sm:p-8';

/**
 * The booking page's working part: who and what beside the free times in the visitor's zone, then
 * the confirmation. With `?reschedule=<token>` it moves that booking instead of making a new one.
 */
export function BookingClient({ locale, intlLocale, labels, services, first, renderedAt, intro, prepare }: BookingClientProps) {
  const [zone, setZone] = useVisitorZone(first.time_zone);
  const token = useRescheduleToken();
  // The server's first days stand in until all of them arrive (no "finding free times" on arrival).
  const slots = useSWR(SLOTS_PATH, getSlots, { ...once, fallbackData: first, revalidateOnMount: true });
  const moving = useSWR(token ? bookingPath(token) : null, getJson<PublicBooking>, once);
  const [done, setDone] = useState<BookedCall | null>(null);
  const studioZone = slots.data.time_zone;
  const note = (text: string) => <p className="max-w-2xl text-lg leading-relaxed text-plum">{text}</p>;

  const main = () => {
    if (done)
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
    if (moving.isLoading) return note(labels.loading);
    if (token && !moving.data) return note(statusOf(moving.error) === 404 ? labels.moveNotFound : labels.failure);
    if (moving.data && !moving.data.changeable) return note(labels.moveClosed);
    return (
      <div className="space-y-6">
        {moving.data && note(fill(labels.moveIntro, { when: formatWhen(moving.data.start, zone, intlLocale) }))}
        {slots.error && (
          <p role="alert" className="rounded-2xl bg-blush/50 p-4 text-plum">
            {labels.loadFailed}{' '}
            <button type="button" onClick={() => void slots.mutate()} className="font-semibold text-rose-deep underline underline-offset-4">
              {labels.retry}
            </button>
          </p>
        )}
        <BookingPicker
          slots={slots.data.slots}
          complete={slots.data !== first}
          refresh={() => void slots.mutate()}
          zone={zone}
          studioZone={studioZone}
          now={renderedAt}
          locale={locale}
          intlLocale={intlLocale}
          reschedule={token}
          labels={labels}
          services={services}
          onBooked={setDone}
        />
      </div>
    );
  };

  return (
    <div className="grid items-start gap-6 lg:grid-cols-12">
      <aside className={`${card} space-y-6 lg:col-span-4`}>
        {intro}
        <ZonePicker zone={zone} studioZone={studioZone} onChange={setZone} labels={labels} />
      </aside>
      <div className="lg:col-span-8 lg:row-span-2">{main()}</div>
      {prepare && <aside className={`${card} lg:col-span-4`}>{prepare}</aside>}
    </div>
  );
}

'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { Link } from '@/i18n/navigation';
import { dayOf, formatDay, formatTime, formatWhen, groupByDay } from '@/lib/booking/days';
import type { Slot } from '@/lib/booking/types';
import type { BookedCall } from './api';
import { BookingCalendar } from './booking-calendar';
import { BookingTimes } from './booking-times';
import { fill, type BookingLabels, type ServiceOption } from './labels';
import { useNow } from './use-visitor';

interface BookingPickerProps {
  slots: Slot[];
  /** Whether `slots` are all of them, or the server's first days while the rest are on their way. */
  complete: boolean;
  /** Asks the API for the free times again (after a time was taken by someone else). */
  refresh: () => void;
  zone: string;
  studioZone: string;
  /** When the server rendered the page: the calendar's today until the browser's clock takes over. */
  now: string;
  locale: string;
  intlLocale: string;
  reschedule: string | null;
  labels: BookingLabels;
  services: ServiceOption[];
  onBooked: (call: BookedCall) => void;
}

// The form (with its spam check) is needed once a time is chosen: its code is fetched then.
const BookingForm = dynamic(() => import('./booking-form').then((module) => module.BookingForm));

const card = 'rounded-3xl bg-white p-6 shadow-sm ring-1 ring-plum/5 sm:p-8';
// The next free times the API offers after a refusal: a few, each with its day.
const NEXT_SHOWN = 6;

/** A day in the calendar, a time of that day, then the form; a refused time offers the next free ones. */
export function BookingPicker({
  slots,
  complete,
  refresh,
  zone,
  studioZone,
  now,
  locale,
  intlLocale,
  reschedule,
  labels,
  services,
  onBooked,
}: BookingPickerProps) {
  const [day, setDay] = useState<string | null>(null);
  const [month, setMonth] = useState<string | null>(null);
  const today = dayOf(useNow(now), zone);
  const [start, setStart] = useState<string | null>(null);
  // Open from the first chosen time on, so what the visitor typed outlives a time taken meanwhile.
  const [formOpen, setFormOpen] = useState(false);
  const [next, setNext] = useState<Slot[]>([]);
  const [status, setStatus] = useState('');

  const days = groupByDay(slots, zone);
  const shown = days.find((entry) => entry.date === day) ?? days[0];
  const when = (at: string) => formatWhen(at, zone, intlLocale);
  const choose = (slot: Slot) => {
    setDay(dayOf(slot.start, zone));
    setMonth(null);
    setStart(slot.start);
    setFormOpen(true);
    setStatus(fill(reschedule ? labels.chosenMove : labels.chosen, { when: when(slot.start) }));
  };
  const taken = (offered: Slot[]) => {
    setNext(offered.filter((slot) => slot.start !== start).slice(0, NEXT_SHOWN));
    setStart(null);
    setStatus(labels.taken);
    refresh();
  };
  const live = (
    <p role="status" aria-live="polite" className="sr-only" data-testid="booking-status">
      {status}
    </p>
  );

  if (!shown && complete)
    return (
      <p className="max-w-2xl text-lg leading-relaxed text-plum">
        {live}
        {labels.noSlots}{' '}
        <Link href="/contact" className="font-semibold text-rose-deep underline underline-offset-4 hover:text-plum">
          {labels.writeToUs}
        </Link>
      </p>
    );
  const last = days.at(-1)?.date ?? today;
  const studioTime = (slot: Slot) => (zone === studioZone ? null : formatTime(slot.start, studioZone, intlLocale));
  return (
    <div className="grid items-start gap-6 md:grid-cols-2" data-testid="booking-picker" aria-busy={!complete}>
      {live}
      <div className={card}>
        <BookingCalendar
          month={month ?? (shown?.date ?? today).slice(0, 7)}
          onMonth={setMonth}
          today={today}
          last={last}
          open={new Set(days.map((entry) => entry.date))}
          pendingAfter={complete ? null : last}
          chosen={shown?.date ?? null}
          onChoose={(chosen) => {
            setDay(chosen);
            setMonth(null);
          }}
          intlLocale={intlLocale}
          labels={labels}
        />
      </div>
      <div className={`${card} space-y-8`}>
        {next.length > 0 && (
          <div className="space-y-4 rounded-2xl bg-blush/50 p-4">
            <p className="font-semibold text-plum">{labels.taken}</p>
            <BookingTimes
              id="booking-next"
              title={labels.nextTimes}
              slots={next}
              chosen={start}
              onChoose={choose}
              timeZone={zone}
              intlLocale={intlLocale}
              secondary={studioTime}
              describe={(slot) =>
                `${formatDay(dayOf(slot.start, zone), intlLocale, { weekday: 'short', month: 'short' })}, ${formatTime(slot.start, zone, intlLocale)}`
              }
            />
          </div>
        )}
        {shown && (
          <BookingTimes
            id="booking-times"
            title={fill(labels.timesTitle, { date: formatDay(shown.date, intlLocale) })}
            slots={shown.slots}
            chosen={start}
            onChoose={choose}
            timeZone={zone}
            intlLocale={intlLocale}
            secondary={studioTime}
          />
        )}
      </div>
      {formOpen && (
        <div className={`${card} md:col-span-2`}>
          <BookingForm
            start={start}
            when={start ? when(start) : ''}
            locale={locale}
            timeZone={zone}
            reschedule={reschedule}
            labels={labels}
            services={services}
            onBooked={onBooked}
            onTaken={taken}
          />
        </div>
      )}
    </div>
  );
}

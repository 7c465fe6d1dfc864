'use client';

import { useState } from 'react';
import { Link } from '@/i18n/navigation';
import { dayOf, formatDay, formatTime, formatWhen, groupByDay } from '@/lib/booking/days';
import type { Slot } from '@/lib/booking/types';
import type { BookedCall } from './api';
import { BookingCalendar } from './booking-calendar';
import { BookingForm } from './booking-form';
import { BookingTimes } from './booking-times';
import { fill, type BookingLabels, type ServiceOption } from './labels';

interface BookingPickerProps {
  slots: Slot[];
  /** Asks the API for the free times again (after a time was taken by someone else). */
  refresh: () => void;
  zone: string;
  locale: string;
  intlLocale: string;
  reschedule: string | null;
  labels: BookingLabels;
  services: ServiceOption[];
  onBooked: (call: BookedCall) => void;
}

const card = 'rounded-3xl bg-white p-6 shadow-sm ring-1 ring-plum/5 sm:p-8';
// The next free times the API offers after a refusal: a few, each with its day.
const NEXT_SHOWN = 6;

/** A day in the calendar, a time of that day, then the form; a refused time offers the next free ones. */
export function BookingPicker({ slots, refresh, zone, locale, intlLocale, reschedule, labels, services, onBooked }: BookingPickerProps) {
  const [day, setDay] = useState<string | null>(null);
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

  if (!shown)
    return (
      <p className="max-w-2xl text-lg leading-relaxed text-plum">
        {live}
        {labels.noSlots}{' '}
        <Link href="/contact" className="font-semibold text-rose-deep underline underline-offset-4 hover:text-plum">
          {labels.writeToUs}
        </Link>
      </p>
    );
  return (
    <div className="grid items-start gap-6 lg:grid-cols-12">
      {live}
      <div className={`${card} lg:col-span-5`}>
        <BookingCalendar
          today={dayOf(new Date(), zone)}
          last={days[days.length - 1]!.date}
          open={new Set(days.map((entry) => entry.date))}
          chosen={shown.date}
          onChoose={setDay}
          intlLocale={intlLocale}
          labels={{ title: labels.calendarTitle, dayFull: labels.dayFull }}
        />
      </div>
      <div className={`${card} space-y-8 lg:col-span-7`}>
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
              describe={(slot) =>
                `${formatDay(dayOf(slot.start, zone), intlLocale, { weekday: 'short', month: 'short' })}, ${formatTime(slot.start, zone, intlLocale)}`
              }
            />
          </div>
        )}
        <BookingTimes
          id="booking-times"
          title={fill(labels.timesTitle, { date: formatDay(shown.date, intlLocale) })}
          slots={shown.slots}
          chosen={start}
          onChoose={choose}
          timeZone={zone}
          intlLocale={intlLocale}
        />
        {formOpen && (
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
        )}
      </div>
    </div>
  );
}

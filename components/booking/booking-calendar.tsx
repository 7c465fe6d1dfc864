'use client';

import { addDays, daysFrom, formatDay, weekdayOf } from '@/lib/booking/days';
import { fill } from './labels';

interface BookingCalendarProps {
  /** The month shown, YYYY-MM. */
  month: string;
  onMonth: (month: string) => void;
  /** The visitor's today and the last day with a free time, YYYY-MM-DD. */
  today: string;
  last: string;
  /** Days with at least one free time. */
  open: ReadonlySet<string>;
  /** Days whose free times are not known yet (still on their way): disabled, but not called full. */
  pendingAfter: string | null;
  chosen: string | null;
  onChoose: (day: string) => void;
  intlLocale: string;
  labels: { calendarTitle: string; dayFull: string; previousMonth: string; nextMonth: string };
}

// Each day's button fills its cell (at least 44 px either way on a phone, issue 47); the transparent
// border, with the background clipped inside it, draws the gap between the days.
const dayClass =
  'flex aspect-square min-h-11 w-full items-center justify-center rounded-xl border-2 border-transparent bg-clip-padding text-sm transition-colors aria-pressed:bg-rose-deep aria-pressed:text-white disabled:cursor-default disabled:text-muted/60';
const navClass =
  'inline-flex size-11 items-center justify-center rounded-full text-plum transition-colors hover:bg-blush disabled:cursor-default disabled:opacity-30 disabled:hover:bg-transparent';

const monthOf = (day: string) => day.slice(0, 7);
const firstOf = (month: string) => `${month}-01`;
const shiftMonth = (month: string, by: number) => {
  const date = new Date(`${firstOf(month)}T12:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + by);
  return date.toISOString().slice(0, 7);
};

/**
 * A month at a time, Monday first, as Cal.com shows it: a day with free times can be chosen
 * (aria-pressed), the others are disabled and say so; today is aria-current. The arrows move
 * between today's month and the last free day's.
 */
export function BookingCalendar({
  month,
  onMonth,
  today,
  last,
  open,
  pendingAfter,
  chosen,
  onChoose,
  intlLocale,
  labels,
}: BookingCalendarProps) {
  const days = daysFrom(firstOf(month), addDays(firstOf(shiftMonth(month, 1)), -1));
  const weekdays = daysFrom('2024-01-01', '2024-01-07').map((day) =>
    formatDay(day, intlLocale, { weekday: 'short', day: undefined, month: undefined }),
  );
  const title = formatDay(firstOf(month), intlLocale, { weekday: undefined, day: undefined, month: 'long', year: 'numeric' });
  return (
    <section aria-labelledby="booking-calendar-title">
      <div className="flex items-center justify-between gap-2">
        <h2 id="booking-calendar-title" className="text-2xl first-letter:uppercase sm:text-3xl">
          <span className="sr-only">{labels.calendarTitle}: </span>
          {title}
        </h2>
        <div className="flex">
          <button
            type="button"
            className={navClass}
            aria-label={labels.previousMonth}
            disabled={month <= monthOf(today)}
            onClick={() => onMonth(shiftMonth(month, -1))}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-none stroke-current stroke-2">
              <path d="M15 6l-6 6 6 6" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
          <button
            type="button"
            className={navClass}
            aria-label={labels.nextMonth}
            disabled={month >= monthOf(pendingAfter && pendingAfter > last ? pendingAfter : last)}
            onClick={() => onMonth(shiftMonth(month, 1))}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-none stroke-current stroke-2">
              <path d="M9 6l6 6-6 6" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
        </div>
      </div>
      <div
        aria-hidden="true"
        className="-mx-2 mt-5 grid grid-cols-7 text-center text-xs font-semibold uppercase tracking-wider text-muted sm:-mx-0.5"
      >
        {weekdays.map((weekday) => (
          <span key={weekday}>{weekday}</span>
        ))}
      </div>
      <ul className="-mx-2 mt-2 grid grid-cols-7 sm:-mx-0.5" data-testid="booking-calendar" aria-busy={pendingAfter !== null}>
        {days.map((day, index) => {
          const free = open.has(day);
          const pending = !free && pendingAfter !== null && day > pendingAfter;
          const name = formatDay(day, intlLocale);
          return (
            <li key={day} style={index === 0 ? { gridColumnStart: weekdayOf(day) } : undefined}>
              <button
                type="button"
                disabled={!free}
                aria-pressed={free ? chosen === day : undefined}
                aria-current={day === today ? 'date' : undefined}
                aria-label={free || pending ? name : fill(labels.dayFull, { date: name })}
                onClick={() => onChoose(day)}
                className={`${dayClass} ${free ? 'bg-blush/60 font-semibold text-plum hover:bg-blush' : ''} ${day === today ? 'ring-1 ring-inset ring-plum/30' : ''}`}
              >
                {Number(day.slice(8))}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

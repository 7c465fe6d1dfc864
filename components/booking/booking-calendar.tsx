'use client';

import { daysFrom, formatDay, weekdayOf } from '@/lib/booking/days';
import { fill } from './labels';

interface BookingCalendarProps {
  /** The visitor's today and the last day with a free time, YYYY-MM-DD. */
  today: string;
  last: string;
  /** Days with at least one free time. */
  open: ReadonlySet<string>;
  chosen: string | null;
  onChoose: (day: string) => void;
  intlLocale: string;
  labels: { title: string; dayFull: string };
}

// Each day's button fills its cell (at least 44 px either way on a phone, issue 47); the transparent
// border, with the background clipped inside it, draws the gap between the days. On a phone the
// grid reaches a little into the card's padding to make the cells that wide.
const dayClass =
  'flex min-h-11 w-full flex-col items-center justify-center rounded-xl border-2 border-transparent bg-clip-padding text-sm transition-colors aria-pressed:bg-rose-deep aria-pressed:text-white disabled:cursor-default disabled:text-muted/60';

/**
 * The coming days as a compact month-like grid of buttons, Monday first: a day with free times
 * can be chosen (aria-pressed), the others are disabled and say so; today is aria-current.
 */
export function BookingCalendar({ today, last, open, chosen, onChoose, intlLocale, labels }: BookingCalendarProps) {
  const days = daysFrom(today, last);
  const weekdays = daysFrom('2024-01-01', '2024-01-07').map((day) =>
    formatDay(day, intlLocale, { weekday: 'short', day: undefined, month: undefined }),
  );
  return (
    <section aria-labelledby="booking-calendar-title">
      <h2 id="booking-calendar-title" className="text-2xl sm:text-3xl">
        {labels.title}
      </h2>
      <div
        aria-hidden="true"
        className="-mx-2 mt-5 grid grid-cols-7 text-center sm:-mx-0.5 text-xs font-semibold uppercase tracking-wider text-muted"
      >
        {weekdays.map((weekday) => (
          <span key={weekday}>{weekday}</span>
        ))}
      </div>
      <ul className="-mx-2 mt-2 grid grid-cols-7 sm:-mx-0.5" data-testid="booking-calendar">
        {days.map((day, index) => {
          const free = open.has(day);
          const dayOfMonth = Number(day.slice(8));
          const showMonth = index === 0 || dayOfMonth === 1;
          const name = formatDay(day, intlLocale);
          return (
            <li key={day} style={index === 0 ? { gridColumnStart: weekdayOf(day) } : undefined}>
              <button
                type="button"
                disabled={!free}
                aria-pressed={free ? chosen === day : undefined}
                aria-current={day === today ? 'date' : undefined}
                aria-label={free ? name : fill(labels.dayFull, { date: name })}
                onClick={() => onChoose(day)}
                className={`${dayClass} ${free ? 'bg-blush/60 font-semibold text-plum hover:bg-blush' : ''} ${day === today ? 'ring-1 ring-inset ring-plum/30' : ''}`}
              >
                {showMonth && (
                  <span className="text-[0.65rem] uppercase leading-none tracking-wider">
                    {formatDay(day, intlLocale, { weekday: undefined, day: undefined, month: 'short' })}
                  </span>
                )}
                <span>{dayOfMonth}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

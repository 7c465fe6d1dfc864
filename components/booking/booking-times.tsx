'use client';

import type { Slot } from '@/lib/booking/types';
import { formatTime } from '@/lib/booking/days';

interface BookingTimesProps {
  title: string;
  slots: Slot[];
  chosen: string | null;
  onChoose: (slot: Slot) => void;
  timeZone: string;
  intlLocale: string;
  /** Tells this list apart from another on the page (the next free times after a refusal). */
  id: string;
  /** Name each time with its day too (a list that spans days). */
  describe?: (slot: Slot) => string;
  /** A second line under the time: the same instant in the studio's zone, where it differs. */
  secondary?: (slot: Slot) => string | null;
}

/** A day's free times as buttons in the visitor's zone; the chosen one is pressed. */
export function BookingTimes({ title, slots, chosen, onChoose, timeZone, intlLocale, id, describe, secondary }: BookingTimesProps) {
  return (
    <section aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="text-xl first-letter:uppercase sm:text-2xl">
        {title}
      </h3>
      <ul className={`mt-4 grid gap-2 ${describe ? 'sm:grid-cols-2' : 'grid-cols-2 lg:grid-cols-3'}`} data-testid={id}>
        {slots.map((slot) => (
          <li key={slot.start}>
            <button
              type="button"
              aria-pressed={chosen === slot.start}
              data-start={slot.start}
              onClick={() => onChoose(slot)}
              className="group inline-flex min-h-11 w-full flex-col items-center justify-center rounded-2xl border border-plum/20 bg-white px-4 py-2 text-sm font-semibold text-plum transition-colors hover:border-rose-deep hover:text-rose-deep aria-pressed:border-rose-deep aria-pressed:bg-rose-deep aria-pressed:text-white"
            >
              <span>{describe ? describe(slot) : formatTime(slot.start, timeZone, intlLocale)}</span>
              {secondary?.(slot) && (
                <span className="text-xs font-normal text-muted group-aria-pressed:text-white/85">{secondary(slot)}</span>
              )}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

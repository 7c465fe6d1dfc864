'use client';

import { useEffect, useRef } from 'react';
import { StateIcon } from '@/components/ui/state-icon';
import { formatWhen } from '@/lib/booking/days';
import { HOLD_MINUTES } from '@/lib/booking/types';
import type { BookedCall } from './api';
import { BookingFacts } from './booking-facts';
import { fill, type BookingLabels } from './labels';

interface BookingConfirmationProps {
  call: BookedCall;
  moved: boolean;
  /** The visitor's zone and the studio's. */
  timeZone: string;
  studioZone: string;
  intlLocale: string;
  labels: BookingLabels;
}

/**
 * What was asked for (a hold: check your e-mail to confirm) or moved, in the visitor's time and the
 * studio's; focus moves to its heading so it is announced.
 */
export function BookingConfirmation({ call: booking, moved, timeZone, studioZone, intlLocale, labels }: BookingConfirmationProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const rows = [
    { label: labels.yourTime, value: `${formatWhen(booking.start, timeZone, intlLocale)} (${timeZone})` },
    ...(studioZone === timeZone
      ? []
      : [{ label: labels.studioTime, value: `${formatWhen(booking.start, studioZone, intlLocale)} (${studioZone})` }]),
    ...(booking.meeting_location ? [{ label: labels.where, value: booking.meeting_location }] : []),
  ];
  return (
    <div data-testid="booking-confirmation" className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-plum/5 sm:p-10">
      <StateIcon path="M5 12.5l4.5 4.5L19 7.5" tone="bg-sage/30 text-plum" size="medium" />
      <h2 ref={heading} tabIndex={-1} className="mt-6 text-3xl outline-none sm:text-4xl">
        {moved ? labels.movedTitle : booking.pending ? labels.pendingTitle : labels.confirmedTitle}
      </h2>
      <div className="mt-6">
        <BookingFacts facts={rows} />
      </div>
      <p className="mt-6 leading-relaxed text-ink">
        {fill(moved ? labels.updateSent : booking.pending ? labels.checkEmail : labels.invitationSent, {
          email: booking.email,
          minutes: String(HOLD_MINUTES),
        })}
      </p>
    </div>
  );
}

'use client';

import { useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { FormField } from '@/components/ui/form-field';
import { ButtonLink } from '@/components/ui/button-link';
import { formatWhen } from '@/lib/booking/days';
import { BOOKING_LIMITS, type PublicBooking } from '@/lib/booking/types';
import { bookingPath, cancelBooking, getJson } from './api';
import { BookingFacts } from './booking-facts';
import { fill, type ManageLabels } from './labels';
import { useVisitorZone } from './use-visitor';

interface BookingManageProps {
  token: string;
  intlLocale: string;
  labels: ManageLabels;
}

const card = 'max-w-3xl rounded-3xl bg-white p-6 shadow-sm ring-1 ring-plum/5 sm:p-10';

/** A booking from its signed link: when and where, and a way to move it or cancel it while it can be changed. */
export function BookingManage({ token, intlLocale, labels }: BookingManageProps) {
  const [zone] = useVisitorZone(null);
  const { data, error, isLoading, mutate } = useSWR(bookingPath(token), getJson<PublicBooking>, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const [sending, setSending] = useState(false);
  const [status, setStatus] = useState('');

  async function cancel(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    const answer = await cancelBooking(token, String(new FormData(event.currentTarget).get('reason') ?? '').trim());
    setSending(false);
    if (!answer.ok || !('booking' in answer)) return setStatus(labels.cancelFailed);
    setStatus(fill(labels.cancelDone, { email: answer.booking.email }));
    void mutate(answer.booking, { revalidate: false });
  }

  const live = (
    <p role="status" aria-live="polite" className="mb-6 text-lg font-semibold text-plum empty:hidden" data-testid="manage-status">
      {status}
    </p>
  );
  if (isLoading || !zone) return <p className="text-lg text-plum">{labels.loading}</p>;
  if (!data) {
    const notFound = (error as { status?: number } | undefined)?.status === 404;
    return (
      <div className={card}>
        <h2 className="text-3xl">{notFound ? labels.notFoundTitle : labels.loadFailed}</h2>
        {notFound ? <p className="mt-3 leading-relaxed text-muted">{labels.notFoundText}</p> : null}
        {notFound ? (
          <ButtonLink href="/book" className="mt-6 min-h-11">
            {labels.bookAgain}
          </ButtonLink>
        ) : (
          <button
            type="button"
            onClick={() => void mutate()}
            className="mt-6 min-h-11 rounded-full border border-plum/25 px-7 text-sm font-semibold text-plum"
          >
            {labels.retry}
          </button>
        )}
      </div>
    );
  }

  const rows = [
    { label: labels.when, value: `${formatWhen(data.start, zone, intlLocale)} (${zone})` },
    ...(data.meeting_location ? [{ label: labels.where, value: data.meeting_location }] : []),
  ];
  return (
    <div className={card}>
      {live}
      <BookingFacts facts={rows} />
      {data.status === 'cancelled' ? (
        <div className="mt-8 border-t border-plum/10 pt-8">
          <p className="text-plum">{labels.cancelledNote}</p>
          <ButtonLink href="/book" className="mt-4 min-h-11">
            {labels.bookAgain}
          </ButtonLink>
        </div>
      ) : !data.changeable ? (
        <p className="mt-8 border-t border-plum/10 pt-8 text-plum">{labels.closedNote}</p>
      ) : (
        <div className="mt-8 space-y-8 border-t border-plum/10 pt-8">
          <ButtonLink href={`/book?reschedule=${encodeURIComponent(token)}`} className="min-h-11">
            {labels.reschedule}
          </ButtonLink>
          <form onSubmit={cancel} className="space-y-4" aria-labelledby="manage-cancel-title">
            <h2 id="manage-cancel-title" className="text-2xl">
              {labels.cancelTitle}
            </h2>
            <FormField id="manage-reason" label={labels.reason} hint={labels.reasonHint}>
              {(control) => <textarea {...control} name="reason" rows={3} maxLength={BOOKING_LIMITS.reason} />}
            </FormField>
            <button
              type="submit"
              disabled={sending}
              className="inline-flex min-h-11 items-center justify-center rounded-full border border-plum/25 px-7 py-3 text-sm font-semibold text-plum transition-colors hover:border-rose-deep hover:text-rose-deep disabled:cursor-wait"
            >
              {sending ? labels.cancelling : labels.cancel}
            </button>
          </form>
        </div>
      )}
    </div>
  );
}

'use client';

import { useState } from 'react';
import { ButtonLink } from '@/components/ui/button-link';
import { confirmBooking } from './api';
import { fill, type ConfirmLabels } from './labels';

interface BookingConfirmProps {
  token: string;
  /** What the hold is now: the page opened on a pending one shows the button. */
  state: 'pending' | 'done' | 'expired';
  /** The held time in words, in the visitor's zone. */
  when: string;
  labels: ConfirmLabels;
}

const card = 'max-w-3xl rounded-3xl bg-white p-6 shadow-sm ring-1 ring-plum/5 sm:p-10';

/**
 * The confirmation link's page: opening it changes nothing (a mail scanner that follows links
 * confirms no call); the button posts the confirmation.
 */
export function BookingConfirm({ token, state: initial, when, labels }: BookingConfirmProps) {
  const [state, setState] = useState(initial);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState('');

  async function confirm() {
    setSending(true);
    setProblem('');
    const answer = await confirmBooking(token);
    setSending(false);
    if (answer.ok) return setState('done');
    if (answer.kind === 'expired' || answer.kind === 'notFound') return setState('expired');
    setProblem(answer.kind === 'rateLimited' ? labels.rateLimited : labels.failure);
  }

  if (state === 'done')
    return (
      <div className={card} data-testid="booking-confirmed">
        <h2 className="text-3xl">{labels.doneTitle}</h2>
        <p className="mt-3 leading-relaxed text-ink">{labels.doneText}</p>
      </div>
    );
  if (state === 'expired')
    return (
      <div className={card}>
        <h2 className="text-3xl">{labels.expiredTitle}</h2>
        <p className="mt-3 leading-relaxed text-muted">{labels.expiredText}</p>
        <ButtonLink href="/book" className="mt-6 min-h-11">
          {labels.bookAgain}
        </ButtonLink>
      </div>
    );
  return (
    <div className={card}>
      <p className="text-lg leading-relaxed text-plum">{fill(labels.intro, { when })}</p>
      {problem && (
        <p role="alert" className="mt-4 rounded-2xl bg-blush/50 p-4 text-sm text-plum">
          {problem}
        </p>
      )}
      <button
        type="button"
        onClick={() => void confirm()}
        disabled={sending}
        className="mt-6 inline-flex min-h-11 items-center justify-center rounded-full bg-rose-deep px-8 py-3.5 text-sm font-semibold text-white transition-colors hover:bg-plum disabled:cursor-wait disabled:bg-plum/70"
      >
        {sending ? labels.confirming : labels.confirm}
      </button>
    </div>
  );
}

'use client';

import { useRef, useState, type FormEvent } from 'react';
import { FormField } from '@/components/ui/form-field';
import { trackGenerateLead } from '@/lib/analytics/events';
import { BOOKING_LIMITS, type Slot } from '@/lib/booking/types';
import { CONTACT_LIMITS, fieldsInDetail, HONEYPOT_FIELD } from '@/lib/contact/fields';
import { createBooking, rescheduleBooking, type BookedCall, type BookingAnswer } from './api';
import { SpamCheck, type SpamCheckHandle } from './spam-check';
import { fill, type BookingLabels, type ServiceOption } from './labels';
import { ServiceSelect } from '@/components/contact/service-select';

interface BookingFormProps {
  /** The chosen time; null while the visitor picks another after a refusal. */
  start: string | null;
  /** The chosen time in words, in the visitor's zone. */
  when: string;
  locale: string;
  timeZone: string;
  /** Moving this booking (its signed token) instead of making a new one: no details asked. */
  reschedule: string | null;
  labels: BookingLabels;
  services: ServiceOption[];
  onBooked: (call: BookedCall) => void;
  /** The time went to someone else; the next free ones, as the API offers them. */
  onTaken: (slots: Slot[]) => void;
}

type Field = 'name' | 'email';
const text = (data: FormData, name: string) => String(data.get(name) ?? '').trim();
// The server is the judge; this only spares a round trip for an empty or plainly wrong field.
const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/** The visitor's details for the chosen time (or, when moving a call, only the confirmation), and what the API answered. */
export function BookingForm({ start, when, locale, timeZone, reschedule, labels, services, onBooked, onTaken }: BookingFormProps) {
  const [invalid, setInvalid] = useState<Field[]>([]);
  const [problem, setProblem] = useState('');
  const [sending, setSending] = useState(false);
  const spamCheck = useRef<SpamCheckHandle>(null);

  function answered(answer: BookingAnswer, serviceInterest: string | null, email: string) {
    if (answer.ok) {
      if (!reschedule) trackGenerateLead(serviceInterest, 'booking');
      return onBooked(
        'hold' in answer
          ? { start: answer.hold.start, email, meeting_location: '', pending: true }
          : { start: answer.booking.start, email: answer.booking.email, meeting_location: answer.booking.meeting_location, pending: false },
      );
    }
    if (answer.kind === 'taken') return onTaken(answer.slots);
    if (answer.kind === 'invalid') {
      setInvalid(fieldsInDetail(answer.detail).filter((field): field is Field => field === 'name' || field === 'email'));
      return setProblem(fill(labels.invalid, { detail: answer.detail }));
    }
    setProblem(answer.kind === 'rateLimited' ? labels.rateLimited : labels.failure);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const name = text(data, 'name');
    const email = text(data, 'email');
    const wrong: Field[] = reschedule ? [] : [...(name ? [] : ['name' as const]), ...(looksLikeEmail(email) ? [] : ['email' as const])];
    setInvalid(wrong);
    setProblem('');
    if (wrong.length > 0) return document.getElementById(`booking-${wrong[0]}`)?.focus();
    if (!start) return;
    setSending(true);
    const serviceInterest = text(data, 'service_interest') || null;
    const altcha = reschedule ? '' : ((await spamCheck.current?.solution()) ?? '');
    if (!reschedule && !altcha) {
      setSending(false);
      return setProblem(labels.checkFailed);
    }
    const answer = reschedule
      ? await rescheduleBooking(reschedule, start)
      : await createBooking({
          start,
          name,
          email,
          service_interest: serviceInterest,
          note: text(data, 'note'),
          locale,
          time_zone: timeZone,
          website: String(data.get(HONEYPOT_FIELD) ?? ''),
          altcha,
        });
    setSending(false);
    // Each solution books once: a refused booking needs a fresh one.
    if (!answer.ok) spamCheck.current?.reset();
    answered(answer, serviceInterest, email);
  }

  const errorOf = (field: Field) => (invalid.includes(field) ? labels.errors[field] : undefined);
  const idle = reschedule ? labels.moveSubmit : labels.submit;
  const busy = reschedule ? labels.moving : labels.sending;

  return (
    <form noValidate onSubmit={handleSubmit} aria-labelledby="booking-form-title" className="relative space-y-6">
      <div>
        <h2 id="booking-form-title" className="text-2xl sm:text-3xl">
          {labels.formTitle}
        </h2>
        {start && <p className="mt-2 font-semibold text-plum first-letter:uppercase">{fill(labels.formWhen, { when })}</p>}
      </div>
      {!reschedule && (
        <>
          <p className="text-sm text-muted">{labels.requiredNote}</p>
          <div className="grid gap-6 sm:grid-cols-2">
            <FormField id="booking-name" label={labels.name} error={errorOf('name')}>
              {(control) => <input {...control} name="name" type="text" required maxLength={CONTACT_LIMITS.name} autoComplete="name" />}
            </FormField>
            <FormField id="booking-email" label={labels.email} error={errorOf('email')}>
              {(control) => <input {...control} name="email" type="email" required maxLength={CONTACT_LIMITS.email} autoComplete="email" />}
            </FormField>
          </div>
          <FormField id="booking-service" label={labels.service}>
            {(control) => <ServiceSelect control={control} placeholder={labels.servicePlaceholder} services={services} />}
          </FormField>
          <FormField id="booking-note" label={labels.note}>
            {(control) => (
              <textarea {...control} name="note" rows={4} maxLength={BOOKING_LIMITS.note} placeholder={labels.notePlaceholder} />
            )}
          </FormField>
          <SpamCheck ref={spamCheck} strings={labels.check} />
          {/* A trap for bots that fill in every field: people never see or reach it. */}
          <div aria-hidden="true" className="absolute -left-[10000px] top-0 size-px overflow-hidden">
            <label htmlFor="booking-website">{labels.honeypot}</label>
            <input id="booking-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
          </div>
        </>
      )}
      {problem && (
        <p role="alert" className="rounded-2xl bg-blush/50 p-4 text-sm text-plum">
          {problem}
        </p>
      )}
      <button
        type="submit"
        disabled={sending || !start}
        className="inline-flex min-h-11 w-full items-center justify-center rounded-full bg-rose-deep px-8 py-3.5 text-sm font-semibold text-white transition-colors hover:bg-plum disabled:cursor-wait disabled:bg-plum/70 sm:w-auto"
      >
        {sending ? busy : idle}
      </button>
    </form>
  );
}

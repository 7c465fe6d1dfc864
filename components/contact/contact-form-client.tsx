'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { notify } from '@/components/layout/toasts';
import type { Locale } from '@/i18n/routing';
import { trackGenerateLead } from '@/lib/analytics/events';
import { CONTACT_LIMITS, HONEYPOT_FIELD, type ContactField } from '@/lib/contact/fields';
import { sendContactMessage } from '@/lib/contact/send';
import { FormField } from '@/components/ui/form-field';
import { ServiceSelect, type ServiceOption } from './service-select';

export interface ContactFormLabels {
  requiredNote: string;
  name: string;
  namePlaceholder: string;
  email: string;
  emailPlaceholder: string;
  service: string;
  servicePlaceholder: string;
  message: string;
  messagePlaceholder: string;
  honeypot: string;
  submit: string;
  sending: string;
  success: string;
  failure: string;
  /** For a 429: waiting helps, trying again at once does not. */
  rateLimited: string;
  errors: Record<ContactField, string>;
}

/** Who wrote, for the thank-you that follows a sent message. */
export interface SentMessage {
  name: string;
  email: string;
}

interface ContactFormClientProps {
  locale: Locale;
  labels: ContactFormLabels;
  services: ServiceOption[];
  /** Called once the message is sent (after the form is cleared). */
  onSent?: (message: SentMessage) => void;
  /** Puts the cursor in the first field, for a visitor who asked to write another message. */
  focusFirstField?: boolean;
}

const text = (data: FormData, name: string) => String(data.get(name) ?? '');

// The rules (and zod with them) load when a visitor starts on the form, not with the page: every
// page that links to /contact prefetches this page's JavaScript.
const loadSchema = () => import('@/lib/contact/schema');
// A failure here is reported when the form is sent.
const preloadSchema = () => void loadSchema().catch(() => undefined);

export function ContactFormClient({ locale, labels, services, onSent, focusFirstField = false }: ContactFormClientProps) {
  const [invalid, setInvalid] = useState<ContactField[]>([]);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const first = formRef.current?.elements.namedItem('name');
    if (focusFirstField && first instanceof HTMLElement) first.focus();
  }, [focusFirstField]);

  const showInvalid = (form: HTMLFormElement, fields: ContactField[]) => {
    setInvalid(fields);
    const first = fields[0] && form.elements.namedItem(fields[0]);
    if (first instanceof HTMLElement) first.focus();
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const schema = await loadSchema().catch((error: unknown) => {
      console.error('[contact] the form rules could not be loaded', error);
      return null;
    });
    if (!schema) {
      void notify('error', labels.failure);
      return;
    }
    const parsed = schema.contactMessageSchema.safeParse({
      name: text(data, 'name'),
      email: text(data, 'email'),
      service_interest: text(data, 'service_interest'),
      message: text(data, 'message'),
      locale,
      [HONEYPOT_FIELD]: text(data, HONEYPOT_FIELD),
    });
    if (!parsed.success) return showInvalid(form, schema.invalidFields(parsed.error));

    setInvalid([]);
    setSending(true);
    const result = await sendContactMessage(parsed.data);
    setSending(false);
    if (result.ok) {
      form.reset();
      void notify('success', labels.success);
      trackGenerateLead(parsed.data.service_interest);
      onSent?.({ name: parsed.data.name, email: parsed.data.email });
    } else {
      void notify('error', result.rateLimited ? labels.rateLimited : labels.failure);
      if (result.fields.length > 0) showInvalid(form, result.fields);
    }
  }

  const errorOf = (field: ContactField) => (invalid.includes(field) ? labels.errors[field] : undefined);
  // Editing a field takes its complaint away; the next submit checks it again.
  const clearError = (event: FormEvent<HTMLFormElement>) => {
    const { name } = event.target as HTMLInputElement;
    setInvalid((fields) => fields.filter((field) => field !== name));
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={handleSubmit}
      onChange={clearError}
      onFocus={preloadSchema}
      className="relative mt-8 space-y-6"
    >
      <p className="text-sm text-muted">{labels.requiredNote}</p>
      <div className="grid gap-6 sm:grid-cols-2">
        <FormField id="contact-name" label={labels.name} error={errorOf('name')}>
          {(control) => (
            <input
              {...control}
              name="name"
              type="text"
              required
              maxLength={CONTACT_LIMITS.name}
              autoComplete="name"
              placeholder={labels.namePlaceholder}
            />
          )}
        </FormField>
        <FormField id="contact-email" label={labels.email} error={errorOf('email')}>
          {(control) => (
            <input
              {...control}
              name="email"
              type="email"
              required
              maxLength={CONTACT_LIMITS.email}
              autoComplete="email"
              placeholder={labels.emailPlaceholder}
            />
          )}
        </FormField>
      </div>
      <FormField id="contact-service" label={labels.service} error={errorOf('service_interest')}>
        {(control) => <ServiceSelect control={control} placeholder={labels.servicePlaceholder} services={services} />}
      </FormField>
      <FormField id="contact-message" label={labels.message} error={errorOf('message')}>
        {(control) => (
          <textarea
            {...control}
            name="message"
            rows={6}
            required
            maxLength={CONTACT_LIMITS.message}
            placeholder={labels.messagePlaceholder}
          />
        )}
      </FormField>
      {/* A trap for bots that fill in every field: people never see or reach it. */}
      <div aria-hidden="true" className="absolute -left-[10000px] top-0 size-px overflow-hidden">
        <label htmlFor="contact-website">{labels.honeypot}</label>
        <input id="contact-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <button
        type="submit"
        disabled={sending}
        className="inline-flex w-full items-center justify-center rounded-full bg-rose-deep px-8 py-3.5 text-sm font-semibold text-white transition-colors hover:bg-plum disabled:cursor-wait disabled:bg-plum/70 sm:w-auto"
      >
        {sending ? labels.sending : labels.submit}
      </button>
    </form>
  );
}

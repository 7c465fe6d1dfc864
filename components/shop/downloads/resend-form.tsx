'use client';

import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { BuyerEmailInput } from '@/components/ui/buyer-email-input';
import { FormField } from '@/components/ui/form-field';
import type { Locale } from '@/i18n/routing';
import { requestDownloadLinks } from '@/lib/api/downloads';
import { checkBuyerEmail } from '@/lib/shop/checkout/buyer-email-check';
import { StateIcon } from '@/components/ui/state-icon';

export interface ResendFormLabels {
  email: string;
  emailHint: string;
  emailPlaceholder: string;
  emailError: string;
  submit: string;
  sending: string;
  failure: string;
  rateLimited: string;
  sentTitle: string;
  sentText: string;
  /** With a link to the contact page, rendered by the server. */
  sentHelp: ReactNode;
  anotherAddress: string;
}

type FormState =
  { step: 'editing'; problem: 'invalid' | 'failed' | 'rate-limited' | null } | { step: 'sending' } | { step: 'sent'; email: string };

const buttonClass =
  'inline-flex w-full items-center justify-center rounded-full bg-rose-deep px-8 py-3.5 text-sm font-semibold text-white transition-colors hover:bg-plum disabled:cursor-wait disabled:bg-plum/70 sm:w-auto';

/**
 * The "get my downloads again" form. Once sent, it gives way to a confirmation that stays on the
 * page (the buyer may come back to the tab after checking her mail), with a way to try another
 * address.
 */
export function ResendForm({ locale, labels }: { locale: Locale; labels: ResendFormLabels }) {
  const [state, setState] = useState<FormState>({ step: 'editing', problem: null });
  const field = useRef<HTMLInputElement>(null);
  const confirmation = useRef<HTMLHeadingElement>(null);

  const previousStep = useRef(state.step);

  // Focus follows the view: to the confirmation once sent, back to the field for another address.
  useEffect(() => {
    if (state.step === 'sent') confirmation.current?.focus();
    else if (previousStep.current === 'sent') field.current?.focus();
    previousStep.current = state.step;
  }, [state.step]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = await checkBuyerEmail(field.current?.value ?? '');
    if (email === null) {
      setState({ step: 'editing', problem: 'invalid' });
      field.current?.focus();
      return;
    }
    setState({ step: 'sending' });
    const outcome = await requestDownloadLinks(email, locale);
    if (outcome === 'sent') return setState({ step: 'sent', email });
    setState({ step: 'editing', problem: outcome });
    if (outcome === 'invalid') field.current?.focus();
  }

  if (state.step === 'sent') {
    return (
      <div role="status" className="text-center sm:text-left">
        <StateIcon path="M4 6.5h16v11H4zM4 7l8 6 8-6" tone="bg-sage/30 text-plum" size="medium" />
        <h2 ref={confirmation} tabIndex={-1} className="mt-5 text-3xl outline-none sm:text-4xl">
          {labels.sentTitle}
        </h2>
        <p className="mt-3 break-all font-semibold text-plum">{state.email}</p>
        <p className="mt-3 leading-relaxed text-muted">{labels.sentText}</p>
        <p className="mt-3 leading-relaxed text-muted">{labels.sentHelp}</p>
        <button
          type="button"
          onClick={() => setState({ step: 'editing', problem: null })}
          className="mt-8 inline-flex items-center justify-center rounded-full border border-plum/25 bg-white px-7 py-3 text-sm font-semibold text-plum transition-colors hover:border-rose-deep hover:text-rose-deep"
        >
          {labels.anotherAddress}
        </button>
      </div>
    );
  }

  const sending = state.step === 'sending';
  const problem = state.step === 'editing' ? state.problem : null;
  const alert = problem === 'failed' ? labels.failure : problem === 'rate-limited' ? labels.rateLimited : null;
  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-6">
      <FormField
        id="resend-email"
        label={labels.email}
        hint={labels.emailHint}
        error={problem === 'invalid' ? labels.emailError : undefined}
      >
        {(control) => (
          <BuyerEmailInput
            {...control}
            ref={field}
            placeholder={labels.emailPlaceholder}
            onChange={() => problem && setState({ step: 'editing', problem: null })}
          />
        )}
      </FormField>
      {alert && (
        <p role="alert" className="rounded-2xl border border-rose-deep/30 bg-blush/40 px-4 py-3 text-sm text-ink">
          {alert}
        </p>
      )}
      <button type="submit" disabled={sending} aria-busy={sending} className={buttonClass}>
        {sending ? labels.sending : labels.submit}
      </button>
    </form>
  );
}

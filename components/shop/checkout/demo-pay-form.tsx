'use client';

import { useState, type FormEvent, type ReactNode } from 'react';
import { BuyerEmailInput } from '@/components/ui/buyer-email-input';
import { FormField } from '@/components/ui/form-field';
import { useHydrated } from '@/components/ui/use-hydrated';
import { checkBuyerEmail } from '@/lib/shop/checkout/buyer-email-check';
import { PAY_BUTTON } from './button-styles';

export interface DemoPayFormLabels {
  email: string;
  emailHint: string;
  emailPlaceholder: string;
  emailError: string;
  pay: string;
}

interface DemoPayFormProps {
  action: string;
  labels: DemoPayFormLabels;
  /** The server refused the address of the last post (a browser without JavaScript gets here). */
  refused: boolean;
  /** Shown between the field and the buttons (the withdrawal notice). */
  notice: ReactNode;
  /** The Cancel button's own form, beside Pay. */
  cancel: ReactNode;
}

const FORM_ID = 'demo-pay';

/**
 * The buyer's e-mail and the Pay button: a plain form post, so paying works without JavaScript
 * (the browser then checks the address itself, and the server in any case). With JavaScript the
 * address is checked here first and a refusal is shown in the page's language.
 */
export function DemoPayForm({ action, labels, refused, notice, cancel }: DemoPayFormProps) {
  const hydrated = useHydrated();
  const [invalid, setInvalid] = useState(refused);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const field = form.elements.namedItem('email');
    if (!(field instanceof HTMLInputElement)) return;
    const email = await checkBuyerEmail(field.value);
    if (email === null) {
      setInvalid(true);
      field.focus();
      return;
    }
    field.value = email;
    // A navigation like the button's own post; submit() skips this handler.
    form.submit();
  }

  return (
    <>
      <div className="mt-6 sm:mt-8">
        <FormField id="buyer-email" label={labels.email} hint={labels.emailHint} error={invalid ? labels.emailError : undefined}>
          {(control) => (
            <BuyerEmailInput {...control} form={FORM_ID} placeholder={labels.emailPlaceholder} onChange={() => setInvalid(false)} />
          )}
        </FormField>
      </div>
      {notice}
      {/* Side by side where both fit (on a phone too, so both are in reach), Pay on the right. */}
      <div className="mt-6 flex flex-row-reverse flex-wrap gap-3">
        <form id={FORM_ID} action={action} method="post" noValidate={hydrated} onSubmit={handleSubmit} className="flex-auto sm:flex-1">
          <button type="submit" className={PAY_BUTTON}>
            {labels.pay}
          </button>
        </form>
        {cancel}
      </div>
    </>
  );
}

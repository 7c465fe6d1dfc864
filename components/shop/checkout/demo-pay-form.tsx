'use client';

import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { BuyerEmailInput } from '@/components/ui/buyer-email-input';
import { FormField } from '@/components/ui/form-field';
import { useHydrated } from '@/components/ui/use-hydrated';
import { BUYER_LIMITS, type BuyerField } from '@/lib/shop/checkout/buyer-fields';
import { checkBuyerEmail } from '@/lib/shop/checkout/buyer-email-check';
import { vatBreakdown } from '@/lib/shop/vat/compute';
import { checkVatNumber } from '@/lib/shop/vat/vat-number';
import { PAY_BUTTON } from './button-styles';
import { SaleSummary, type DemoSale, type SaleSummaryLabels } from './sale-summary';

export interface DemoPayFormLabels extends SaleSummaryLabels {
  email: string;
  emailHint: string;
  emailPlaceholder: string;
  emailError: string;
  country: string;
  countryHint: string;
  countryChoose: string;
  countryError: string;
  business: string;
  company: string;
  companyError: string;
  vatId: string;
  vatIdHint: string;
  vatIdPlaceholder: string;
  vatIdError: string;
  /** "Pay {amount}". */
  pay: string;
}

interface DemoPayFormProps {
  action: string;
  labels: DemoPayFormLabels;
  sale: DemoSale;
  /** [code, name in the page's language], sorted by name. */
  countries: [string, string][];
  /** The field the server refused in the last post (a browser without JavaScript gets here). */
  refused: BuyerField | null;
  initialCountry: string | null;
  /** Shown between the fields and the buttons (the withdrawal notice). */
  notice: ReactNode;
  /** The Cancel button's own form, beside Pay. */
  cancel: ReactNode;
}

const FORM_ID = 'demo-pay';

/**
 * The buyer's e-mail, country and (for a business) company and VAT number, the price with its VAT
 * as the server will charge it, and Pay: a plain form post, so paying works without JavaScript (the
 * server checks everything in any case). With JavaScript the fields are checked here first.
 */
export function DemoPayForm({ action, labels, sale, countries, refused, initialCountry, notice, cancel }: DemoPayFormProps) {
  const hydrated = useHydrated();
  const [invalid, setInvalid] = useState<BuyerField | null>(refused);
  const [country, setCountry] = useState(initialCountry ?? '');
  const [vatInput, setVatInput] = useState('');
  // The country and the VAT number are the browser's own fields (uncontrolled): what a buyer on a
  // slow phone chose or typed before the script ran is kept through hydration and read here, where
  // a controlled field would have been put back to the initial country and the summary priced the
  // sale without the buyer's VAT.
  const countryField = useRef<HTMLSelectElement>(null);
  const vatField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (countryField.current) setCountry(countryField.current.value);
    if (vatField.current) setVatInput(vatField.current.value);
  }, []);
  const checkedVat = country && vatInput.trim() ? checkVatNumber(vatInput, country) : null;
  const vatId = checkedVat?.ok ? checkedVat.vatId : null;
  const total = country
    ? vatBreakdown(sale.listed - sale.discount, sale.seller, { country, vatId }).amountTotal
    : sale.listed - sale.discount;
  const payLabel = labels.pay.replace(
    '{amount}',
    new Intl.NumberFormat(sale.intl, { style: 'currency', currency: sale.currency.toUpperCase() }).format(total / 100),
  );

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const field = (name: string) =>
      form.ownerDocument.querySelector<HTMLInputElement | HTMLSelectElement>(`[form="${FORM_ID}"][name="${name}"]`);
    const refuse = (name: BuyerField) => {
      setInvalid(name);
      field(name)?.focus();
    };
    const emailField = field('email');
    const email = emailField ? await checkBuyerEmail(emailField.value) : null;
    if (!emailField || email === null) return refuse('email');
    if (!country) return refuse('country');
    if (checkedVat && !checkedVat.ok) return refuse('vat_id');
    emailField.value = email;
    // A navigation like the button's own post; submit() skips this handler.
    form.submit();
  }

  const errorFor = (name: BuyerField, message: string) => (invalid === name ? message : undefined);
  return (
    <>
      <SaleSummary {...sale} country={country || null} vatId={vatId} labels={labels} />
      <div className="mt-6 space-y-5 sm:mt-8">
        <FormField id="buyer-email" label={labels.email} hint={labels.emailHint} error={errorFor('email', labels.emailError)}>
          {(control) => (
            <BuyerEmailInput {...control} form={FORM_ID} placeholder={labels.emailPlaceholder} onChange={() => setInvalid(null)} />
          )}
        </FormField>
        <FormField id="buyer-country" label={labels.country} hint={labels.countryHint} error={errorFor('country', labels.countryError)}>
          {(control) => (
            <select
              {...control}
              name="country"
              form={FORM_ID}
              required
              autoComplete="country"
              ref={countryField}
              defaultValue={initialCountry ?? ''}
              onChange={(event) => {
                setCountry(event.target.value);
                setInvalid(null);
              }}
            >
              <option value="">{labels.countryChoose}</option>
              {countries.map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <details className="group rounded-2xl border border-plum/10 px-4" open={refused === 'vat_id' || refused === 'company'}>
          {/* Padded rather than the box, so the whole 44 px row opens it on a phone. */}
          <summary className="cursor-pointer py-3 text-sm font-semibold text-plum">{labels.business}</summary>
          <div className="mt-1 space-y-5 pb-4">
            <FormField id="buyer-company" label={labels.company} error={errorFor('company', labels.companyError)}>
              {(control) => (
                <input {...control} name="company" form={FORM_ID} maxLength={BUYER_LIMITS.company} autoComplete="organization" />
              )}
            </FormField>
            <FormField id="buyer-vat-id" label={labels.vatId} hint={labels.vatIdHint} error={errorFor('vat_id', labels.vatIdError)}>
              {(control) => (
                <input
                  {...control}
                  name="vat_id"
                  form={FORM_ID}
                  maxLength={BUYER_LIMITS.vatId}
                  placeholder={labels.vatIdPlaceholder}
                  autoCapitalize="characters"
                  spellCheck={false}
                  ref={vatField}
                  defaultValue=""
                  onChange={(event) => {
                    setVatInput(event.target.value);
                    setInvalid(null);
                  }}
                />
              )}
            </FormField>
          </div>
        </details>
      </div>
      {notice}
      {/* Side by side where both fit (on a phone too, so both are in reach), Pay on the right. */}
      <div className="mt-6 flex flex-row-reverse flex-wrap gap-3">
        <form id={FORM_ID} action={action} method="post" noValidate={hydrated} onSubmit={handleSubmit} className="flex-auto sm:flex-1">
          <button type="submit" className={PAY_BUTTON}>
            {payLabel}
          </button>
        </form>
        {cancel}
      </div>
    </>
  );
}

'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { AdminField } from '@/components/admin/ui/admin-field';
import { primaryButtonClass } from '@/components/admin/ui/field-styles';
import { FormAlert, FormDone } from '@/components/admin/ui/form-alert';
import { ApiError } from '@/lib/api/admin';
import { askPasswordReset } from '@/lib/api/admin-team';
import { checkEmailAddress } from '@/lib/mail/address';

const isEmailAddress = (value: string) => 'address' in checkEmailAddress(value);

/** /admin/reset-password: an e-mail address, then the same neutral answer whether or not it has an account. */
export function ResetRequestForm() {
  const t = useTranslations('AdminPasswordReset');
  const [email, setEmail] = useState('');
  const [state, setState] = useState<'typing' | 'sending' | 'sent'>('typing');
  const [error, setError] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  const invalid = checked && !isEmailAddress(email.trim());

  async function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (!isEmailAddress(email.trim()) || state === 'sending') return;
    setState('sending');
    setError(null);
    try {
      await askPasswordReset(email.trim());
      setState('sent');
    } catch (failure) {
      setError(failure instanceof ApiError ? t('failed') : t('networkError'));
      setState('typing');
    }
  }

  const back = (
    <Link
      href="/admin/login"
      className="inline-flex min-h-11 items-center text-sm font-semibold text-plum underline-offset-4 hover:text-rose-deep hover:underline"
    >
      {t('backToLogin')}
    </Link>
  );
  if (state === 'sent') {
    return (
      <div className="space-y-5">
        <FormDone>{t('sent')}</FormDone>
        {back}
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {error && <FormAlert>{error}</FormAlert>}
      <AdminField id="reset-email" label={t('email')} error={invalid ? t('emailInvalid') : undefined}>
        {(control) => (
          <input
            {...control}
            type="email"
            name="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        )}
      </AdminField>
      <button type="submit" disabled={state === 'sending'} className={`${primaryButtonClass} w-full py-3.5`}>
        {state === 'sending' ? t('sending') : t('send')}
      </button>
      {back}
    </form>
  );
}

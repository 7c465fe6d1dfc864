'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { primaryButtonClass } from '@/components/admin/ui/field-styles';
import { FormAlert, FormDone } from '@/components/admin/ui/form-alert';
import { NewPasswordFields, passwordsAgree } from '@/components/admin/ui/new-password-fields';
import { Spinner } from '@/components/admin/ui/spinner';
import { useFailureText } from '@/components/admin/ui/use-failure-text';
import { readResetLink, resetPassword } from '@/lib/api/admin-team';
import { linkRefused, refusedField } from './refused-field';

const linkClass =
  'inline-flex min-h-11 items-center text-sm font-semibold text-plum underline-offset-4 hover:text-rose-deep hover:underline';

/**
 * /admin/reset-password/[token]: the link is checked first (an expired or used one says so and
 * offers a new one), then a new password typed twice; once saved, the way to sign in with it.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations('AdminPasswordReset');
  const failureText = useFailureText();
  const link = useSWR(['reset-link', token], () => readResetLink(token), { revalidateOnFocus: false, shouldRetryOnError: false });
  const [value, setValue] = useState({ password: '', repeat: '' });
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!passwordsAgree(value) || saving) return;
    setSaving(true);
    setFailure(null);
    try {
      await resetPassword(token, value.password);
      setDone(true);
    } catch (refusal) {
      setFailure(refusal);
    } finally {
      setSaving(false);
    }
  }

  if (done) {
    return (
      <div className="space-y-5">
        <FormDone>{t('done')}</FormDone>
        <Link href="/admin/login" className={`${primaryButtonClass} w-full py-3.5`}>
          {t('signIn')}
        </Link>
      </div>
    );
  }
  const broken = link.error ?? (linkRefused(failure) ? failure : null);
  if (broken) {
    return (
      <div className="space-y-5">
        <FormAlert>{failureText(broken, t('saveFailed'))}</FormAlert>
        <Link href="/admin/reset-password" className={linkClass}>
          {t('askAgain')}
        </Link>
      </div>
    );
  }
  if (!link.data) return <Spinner label={t('checking')} />;
  const field = refusedField(failure);
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <p className="text-sm text-muted">{t('chooseLead', { email: link.data.email })}</p>
      {failure !== null && field !== 'password' && <FormAlert>{failureText(failure, t('saveFailed'))}</FormAlert>}
      {/* For password managers: whose password this is. */}
      <input type="hidden" name="username" autoComplete="username" value={link.data.email} />
      <NewPasswordFields
        id="reset-password"
        texts={{ password: t('newPassword'), repeat: t('repeatPassword'), help: t('passwordHelp'), mismatch: t('mismatch') }}
        value={value}
        onChange={setValue}
        error={field === 'password' ? failureText(failure, t('saveFailed')) : undefined}
      />
      <button type="submit" disabled={!passwordsAgree(value) || saving} className={`${primaryButtonClass} w-full py-3.5`}>
        {saving ? t('saving') : t('save')}
      </button>
    </form>
  );
}

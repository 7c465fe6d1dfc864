'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { primaryButtonClass } from '@/components/admin/ui/field-styles';
import { FormAlert, FormDone } from '@/components/admin/ui/form-alert';
import { NewPasswordFields } from '@/components/admin/ui/new-password-fields';
import { Spinner } from '@/components/admin/ui/spinner';
import { useFailureText } from '@/components/admin/ui/use-failure-text';
import { readResetLink, resetPassword } from '@/lib/api/admin-team';
import { useLinkPassword } from './use-link-password';

const linkClass =
  'inline-flex min-h-11 items-center text-sm font-semibold text-plum underline-offset-4 hover:text-rose-deep hover:underline';

/**
 * /admin/reset-password/[token]: the link is checked first (an expired or used one says so and
 * offers a new one), then a new password typed twice; once saved, the way to sign in with it.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations('AdminPasswordReset');
  const failureText = useFailureText();
  const [done, setDone] = useState(false);
  const form = useLinkPassword('reset-link', token, readResetLink, resetPassword, () => setDone(true));

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
  if (form.broken) {
    return (
      <div className="space-y-5">
        <FormAlert>{failureText(form.broken, t('saveFailed'))}</FormAlert>
        <Link href="/admin/reset-password" className={linkClass}>
          {t('askAgain')}
        </Link>
      </div>
    );
  }
  if (!form.link) return <Spinner label={t('checking')} />;
  return (
    <form onSubmit={form.submit} noValidate className="space-y-5">
      <p className="text-sm text-muted">{t('chooseLead', { email: form.link.email })}</p>
      {form.otherRefusal !== null && <FormAlert>{failureText(form.otherRefusal, t('saveFailed'))}</FormAlert>}
      {/* For password managers: whose password this is. */}
      <input type="hidden" name="username" autoComplete="username" value={form.link.email} />
      <NewPasswordFields
        id="reset-password"
        texts={{ password: t('newPassword'), repeat: t('repeatPassword'), help: t('passwordHelp'), mismatch: t('mismatch') }}
        value={form.value}
        onChange={form.setValue}
        error={form.passwordRefusal !== null ? failureText(form.passwordRefusal, t('saveFailed')) : undefined}
      />
      <button type="submit" disabled={!form.ready} className={`${primaryButtonClass} w-full py-3.5`}>
        {form.saving ? t('saving') : t('save')}
      </button>
    </form>
  );
}

'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useFormatter, useTranslations } from 'next-intl';
import { inputClass, labelClass, primaryButtonClass } from '@/components/admin/ui/field-styles';
import { FormAlert } from '@/components/admin/ui/form-alert';
import { NewPasswordFields } from '@/components/admin/ui/new-password-fields';
import { Spinner } from '@/components/admin/ui/spinner';
import { useFailureText } from '@/components/admin/ui/use-failure-text';
import { ADMIN_LOGIN } from '@/lib/admin/return-path';
import { acceptInvitation, readInvitation } from '@/lib/api/admin-team';
import { useLinkPassword } from './use-link-password';

/**
 * /admin/invitation/[token]: who is invited and as what, a password typed twice, then the sign-in
 * page (the username is the e-mail address). A used, withdrawn or expired invitation says so.
 */
export function InvitationForm({ token }: { token: string }) {
  const t = useTranslations('AdminInvitation');
  const format = useFormatter();
  const router = useRouter();
  const failureText = useFailureText();
  const form = useLinkPassword('invitation', token, readInvitation, acceptInvitation, () => router.push(ADMIN_LOGIN));

  if (form.broken) {
    return (
      <div className="space-y-5">
        <FormAlert>{failureText(form.broken, t('failed'))}</FormAlert>
        <p className="text-sm text-muted">{t('invalidLead')}</p>
        <Link
          href={ADMIN_LOGIN}
          className="inline-flex min-h-11 items-center text-sm font-semibold text-plum underline-offset-4 hover:text-rose-deep hover:underline"
        >
          {t('backToLogin')}
        </Link>
      </div>
    );
  }
  if (!form.link) return <Spinner label={t('checking')} />;
  const { email, role, expires_at } = form.link;
  return (
    <form onSubmit={form.submit} noValidate className="space-y-5">
      <p className="text-sm leading-relaxed text-muted">
        {t('lead', { role })} {t('expires', { date: format.dateTime(new Date(expires_at), { dateStyle: 'medium', timeStyle: 'short' }) })}
      </p>
      {form.otherRefusal !== null && <FormAlert>{failureText(form.otherRefusal, t('failed'))}</FormAlert>}
      <div>
        <label htmlFor="invitation-email" className={labelClass}>
          {t('email')}
        </label>
        <input id="invitation-email" name="username" autoComplete="username" readOnly value={email} className={`${inputClass} bg-cream`} />
      </div>
      <NewPasswordFields
        id="invitation-password"
        texts={{ password: t('password'), repeat: t('repeatPassword'), help: t('passwordHelp'), mismatch: t('mismatch') }}
        value={form.value}
        onChange={form.setValue}
        error={form.passwordRefusal !== null ? failureText(form.passwordRefusal, t('failed')) : undefined}
      />
      <button type="submit" disabled={!form.ready} className={`${primaryButtonClass} w-full py-3.5`}>
        {form.saving ? t('submitting') : t('submit')}
      </button>
    </form>
  );
}

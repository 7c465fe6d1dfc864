'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { refusedField } from '@/components/admin/auth/refused-field';
import { AdminField } from '@/components/admin/ui/admin-field';
import { primaryButtonClass } from '@/components/admin/ui/field-styles';
import { FormSection } from '@/components/admin/ui/form-section';
import { NewPasswordFields, passwordsAgree } from '@/components/admin/ui/new-password-fields';
import { useFailureToast } from '@/components/admin/ui/use-admin-action';
import { useFailureText } from '@/components/admin/ui/use-failure-text';
import { changePassword } from '@/lib/api/admin-account';

const EMPTY = { current: '', password: '', repeat: '' };

/** A new password for the signed-in person, after their current one; every other session of theirs ends. */
export function PasswordForm({ username }: { username: string }) {
  const t = useTranslations('AdminAccount');
  const failureText = useFailureText();
  const failed = useFailureToast();
  const [values, setValues] = useState(EMPTY);
  const [saving, setSaving] = useState(false);
  // A refusal of one of the fields (the current password wrong, the new one weak) stands at it.
  const [refusal, setRefusal] = useState<{ field: string; text: string } | null>(null);
  const ready = values.current !== '' && passwordsAgree(values);
  const errorOf = (field: string) => (refusal?.field === field ? refusal.text : undefined);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready || saving) return;
    setSaving(true);
    setRefusal(null);
    try {
      await changePassword({ current_password: values.current, new_password: values.password });
      toast.success(t('passwordChanged'));
      setValues(EMPTY);
    } catch (failure) {
      const field = refusedField(failure);
      if (field) setRefusal({ field, text: failureText(failure, t('passwordFailed')) });
      else failed(failure, t('passwordFailed'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <FormSection id="account-password" heading="h2" title={t('passwordTitle')} lead={t('passwordLead')}>
      <form onSubmit={submit} noValidate className="space-y-5">
        {/* For password managers: whose password changes. */}
        <input type="hidden" name="username" autoComplete="username" value={username} />
        <AdminField id="account-current-password" label={t('currentPassword')} error={errorOf('current_password')}>
          {(control) => (
            <input
              {...control}
              type="password"
              name="current-password"
              autoComplete="current-password"
              value={values.current}
              onChange={(event) => setValues({ ...values, current: event.target.value })}
            />
          )}
        </AdminField>
        <NewPasswordFields
          id="account-new-password"
          texts={{ password: t('newPassword'), repeat: t('repeatPassword'), help: t('passwordHelp'), mismatch: t('mismatch') }}
          value={values}
          onChange={(next) => setValues({ ...values, ...next })}
          error={errorOf('new_password')}
        />
        <button type="submit" disabled={!ready || saving} className={`${primaryButtonClass} w-full sm:w-auto`}>
          {saving ? t('changing') : t('changePassword')}
        </button>
      </form>
    </FormSection>
  );
}

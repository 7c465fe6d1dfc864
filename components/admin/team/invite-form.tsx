'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { AdminField } from '@/components/admin/ui/admin-field';
import { CopyButton } from '@/components/admin/ui/copy-button';
import { primaryButtonClass } from '@/components/admin/ui/field-styles';
import { FormSection } from '@/components/admin/ui/form-section';
import { useFailureToast } from '@/components/admin/ui/use-admin-action';
import { useAdminLocale } from '@/components/admin/ui/use-admin-locale';
import { useFailureText } from '@/components/admin/ui/use-failure-text';
import { useLanguageLabel } from '@/components/admin/ui/use-language-name';
import { routing, type Locale } from '@/i18n/routing';
import { ApiError } from '@/lib/api/admin';
import { inviteMember, type Invitation, type Role } from '@/lib/api/admin-team';
import { ADMIN_ROLES } from '@/lib/auth/roles';
import { checkEmailAddress } from '@/lib/mail/address';

const isEmailAddress = (value: string) => 'address' in checkEmailAddress(value);

/**
 * A new invitation: an address, a role and the language of their admin and e-mails. The server
 * mails the link; it is also shown here with Copy, for a studio that would rather send it itself.
 */
export function InviteForm({ onInvited }: { onInvited: () => unknown }) {
  const t = useTranslations('AdminTeam');
  const format = useFormatter();
  const languageLabel = useLanguageLabel();
  const failureText = useFailureText();
  const failed = useFailureToast();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('editor');
  const adminLocale = useAdminLocale();
  const [locale, setLocale] = useState<Locale>(adminLocale);
  const [checked, setChecked] = useState(false);
  const [sending, setSending] = useState(false);
  const [taken, setTaken] = useState<unknown>(null);
  const [sent, setSent] = useState<{ invitation: Invitation; url: string } | null>(null);
  const emailError = checked && !isEmailAddress(email) ? t('emailInvalid') : taken ? failureText(taken, t('inviteFailed')) : undefined;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (!isEmailAddress(email) || sending) return;
    setSending(true);
    setTaken(null);
    try {
      const answer = await inviteMember({ email: email.trim(), role, locale });
      setSent({ invitation: answer.invitation, url: answer.invitation_url });
      toast.success(t('invited', { email: answer.invitation.email }));
      setEmail('');
      setChecked(false);
      void onInvited();
    } catch (failure) {
      // An address already in the team is said at the field; anything else in the toast.
      if (failure instanceof ApiError && failure.refusal?.reason === 'emailTaken') setTaken(failure);
      else failed(failure, t('inviteFailed'));
    } finally {
      setSending(false);
    }
  }

  return (
    <FormSection id="team-invite" heading="h2" title={t('invite')} lead={t('inviteLead')}>
      <form onSubmit={submit} noValidate className="space-y-5">
        <AdminField id="invite-email" label={t('email')} error={emailError}>
          {(control) => (
            <input
              {...control}
              type="email"
              name="email"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                setTaken(null);
              }}
            />
          )}
        </AdminField>
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <AdminField id="invite-role" label={t('role')}>
            {(control) => (
              <select {...control} value={role} onChange={(event) => setRole(event.target.value as Role)}>
                {ADMIN_ROLES.map((name) => (
                  <option key={name} value={name}>
                    {t(`roles.${name}`)}
                  </option>
                ))}
              </select>
            )}
          </AdminField>
          <AdminField id="invite-language" label={t('language')}>
            {(control) => (
              <select {...control} value={locale} onChange={(event) => setLocale(event.target.value as Locale)}>
                {routing.locales.map((code) => (
                  <option key={code} value={code}>
                    {languageLabel(code)}
                  </option>
                ))}
              </select>
            )}
          </AdminField>
        </div>
        <button type="submit" disabled={sending} className={`${primaryButtonClass} w-full sm:w-auto`}>
          {sending ? t('sending') : t('send')}
        </button>
      </form>
      {sent && (
        <div className="rounded-2xl bg-cream p-4 ring-1 ring-plum/10">
          <label htmlFor="invite-link" className="mb-2 block text-sm font-semibold text-plum">
            {t('linkLabel', { email: sent.invitation.email })}
          </label>
          <input
            id="invite-link"
            readOnly
            value={sent.url}
            onFocus={(event) => event.target.select()}
            aria-describedby="invite-link-note"
            className="w-full rounded-xl border border-plum/15 bg-white px-3 py-2.5 font-mono text-xs text-ink"
          />
          <p id="invite-link-note" className="mt-2 text-xs text-muted">
            {t('linkNote', {
              date: format.dateTime(new Date(sent.invitation.expires_at), { dateStyle: 'medium', timeStyle: 'short' }),
              email: sent.invitation.email,
            })}
          </p>
          <div className="mt-3">
            <CopyButton text={sent.url} label={t('copy')} done={t('copied')} failed={t('copyFailed')} />
          </div>
        </div>
      )}
    </FormSection>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useAdminData } from '@/components/admin/shell/use-admin-data';
import { AdminField } from '@/components/admin/ui/admin-field';
import { primaryButtonClass } from '@/components/admin/ui/field-styles';
import { FormSection } from '@/components/admin/ui/form-section';
import { Loaded } from '@/components/admin/ui/loaded';
import { useAdminAction } from '@/components/admin/ui/use-admin-action';
import { SECURITY_SETTINGS_KEY } from '@/lib/api/admin-keys';
import { fetchSecuritySettings, saveSecuritySettings, type SecuritySettings } from '@/lib/api/admin-team';

/** The session lifetime the server takes, in hours: an hour to 30 days. */
const HOURS = { min: 1, max: 720 };

/** The Team page's Security card: two-factor sign-in for everyone, and how long a sign-in lasts. */
export function SecurityForm() {
  const t = useTranslations('AdminSecurity');
  const settings = useAdminData(SECURITY_SETTINGS_KEY, fetchSecuritySettings, 'the security settings');
  return (
    <FormSection id="team-security" heading="h2" title={t('title')} lead={t('lead')}>
      <Loaded state={settings} namespace="AdminSecurity">
        {(saved) => (
          <SecurityFields key={JSON.stringify(saved)} saved={saved} onSaved={(next) => settings.mutate(next, { revalidate: false })} />
        )}
      </Loaded>
    </FormSection>
  );
}

function SecurityFields({ saved, onSaved }: { saved: SecuritySettings; onSaved: (settings: SecuritySettings) => unknown }) {
  const t = useTranslations('AdminSecurity');
  const { busy, run } = useAdminAction();
  const [requireTwoFactor, setRequireTwoFactor] = useState(saved.require_two_factor);
  const [hours, setHours] = useState(String(saved.session_hours));
  const [checked, setChecked] = useState(false);
  const hoursValue = Number(hours);
  const hoursValid = /^\d+$/.test(hours.trim()) && hoursValue >= HOURS.min && hoursValue <= HOURS.max;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (!hoursValid || busy) return;
    const next = await run('security', () => saveSecuritySettings({ require_two_factor: requireTwoFactor, session_hours: hoursValue }), {
      done: () => t('saved'),
      failed: t('saveFailed'),
    });
    if (next) void onSaved(next);
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div>
        <label className="flex min-h-11 cursor-pointer items-start gap-3">
          <input
            type="checkbox"
            checked={requireTwoFactor}
            onChange={(event) => setRequireTwoFactor(event.target.checked)}
            aria-describedby="security-require-help"
            className="mt-0.5 size-5 shrink-0 accent-rose-deep"
          />
          <span className="text-sm font-semibold text-plum">{t('requireTwoFactor')}</span>
        </label>
        <p id="security-require-help" className="ml-8 text-xs text-muted">
          {t('requireHelp')}
          {saved.owners_need_two_factor && ` ${t('ownersAlways')}`}
        </p>
      </div>
      <AdminField
        id="security-hours"
        label={t('sessionHours')}
        help={t('sessionHelp')}
        error={checked && !hoursValid ? t('hoursInvalid') : undefined}
      >
        {(control) => (
          <input
            {...control}
            type="number"
            inputMode="numeric"
            min={HOURS.min}
            max={HOURS.max}
            step={1}
            value={hours}
            onChange={(event) => setHours(event.target.value)}
            className={`${control.className} max-w-40 tabular-nums`}
          />
        )}
      </AdminField>
      <button type="submit" disabled={busy !== null} className={`${primaryButtonClass} w-full sm:w-auto`}>
        {busy ? t('saving') : t('save')}
      </button>
    </form>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { inputClass, labelClass } from '@/components/admin/ui/field-styles';

/** What the second step of a sign-in sends beside the username and password. */
export interface CodeStepValues {
  /** A recovery code instead of the app's code. */
  recovery: boolean;
  code: string;
  remember: boolean;
}

export const EMPTY_CODE_STEP: CodeStepValues = { recovery: false, code: '', remember: false };

/** Whether the step can be sent: the app's code is 6 digits; a recovery code is whatever the person saved. */
export const codeStepReady = ({ recovery, code }: CodeStepValues) => (recovery ? code.trim().length > 0 : /^\d{6}$/.test(code));

/** The login body's part for the second step (lib/api/admin.ts `SecondFactor`). */
export const secondFactor = ({ recovery, code, remember }: CodeStepValues) =>
  recovery ? { recovery_code: code.trim(), remember_device: remember } : { otp: code, remember_device: remember };

/**
 * The second step of a sign-in whose account has two-factor sign-in: the 6-digit code from the app
 * (the phone's number pad, and the code the phone offers from a message or the app), or one of the
 * recovery codes, and whether this browser may skip the step for 30 days.
 */
export function LoginCodeStep({ values, onChange }: { values: CodeStepValues; onChange: (values: CodeStepValues) => void }) {
  const t = useTranslations('AdminLogin');
  const { recovery, code, remember } = values;
  return (
    <div className="space-y-5">
      <p className="text-sm leading-relaxed text-muted">{recovery ? t('recoveryLead') : t('codeLead')}</p>
      <div>
        <label htmlFor="admin-code" className={labelClass}>
          {recovery ? t('recoveryCode') : t('code')}
        </label>
        {/* A new key when the kind changes, so the browser's one-time-code offer does not land in the recovery field. */}
        <input
          key={recovery ? 'recovery' : 'otp'}
          id="admin-code"
          name={recovery ? 'recovery_code' : 'otp'}
          autoFocus
          autoComplete={recovery ? 'off' : 'one-time-code'}
          inputMode={recovery ? 'text' : 'numeric'}
          pattern={recovery ? undefined : '[0-9]*'}
          maxLength={recovery ? 40 : 6}
          autoCapitalize="none"
          spellCheck={false}
          required
          value={code}
          onChange={(event) =>
            onChange({ ...values, code: recovery ? event.target.value : event.target.value.replace(/\D/g, '').slice(0, 6) })
          }
          className={`${inputClass} font-mono tracking-widest tabular-nums`}
        />
      </div>
      <button
        type="button"
        onClick={() => onChange({ ...values, recovery: !recovery, code: '' })}
        className="inline-flex min-h-11 items-center text-sm font-semibold text-plum underline underline-offset-4 hover:text-rose-deep"
      >
        {recovery ? t('useApp') : t('useRecovery')}
      </button>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-ink">
        <input
          type="checkbox"
          name="remember_device"
          checked={remember}
          onChange={(event) => onChange({ ...values, remember: event.target.checked })}
          className="size-5 shrink-0 accent-rose-deep"
        />
        {t('rememberDevice')}
      </label>
    </div>
  );
}

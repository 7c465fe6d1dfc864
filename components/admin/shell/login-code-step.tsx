'use client';

import { useTranslations } from 'next-intl';
import { inputClass, labelClass, primaryButtonClass } from '@/components/admin/ui/field-styles';

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

/** Which second factors the person has: a code field shows only for what she can answer. */
export interface SecondFactors {
  authenticatorApp: boolean;
  /** Set when she has passkeys: asks the browser for one. */
  usePasskey: (() => void) | null;
}

/** Whether the step shows a code field (the app's code, or a recovery code). */
export const codeFieldShown = ({ recovery }: CodeStepValues, authenticatorApp: boolean) => recovery || authenticatorApp;

/**
 * The second step of a sign-in whose account has two-factor sign-in: a passkey (one button, the
 * browser asks for the fingerprint, face or PIN), the 6-digit code from the app (the phone's number
 * pad, and the code the phone offers from a message or the app), or one of the recovery codes, and
 * whether this browser may skip the step for 30 days.
 */
export function LoginCodeStep({
  values,
  factors,
  busy,
  onChange,
}: {
  values: CodeStepValues;
  factors: SecondFactors;
  busy: boolean;
  onChange: (values: CodeStepValues) => void;
}) {
  const t = useTranslations('AdminLogin');
  const { recovery, remember } = values;
  const passkey = !recovery && factors.usePasskey;
  return (
    <div className="space-y-5">
      {passkey && (
        <>
          <p className="text-sm leading-relaxed text-muted">{t('passkeyLead')}</p>
          <button type="button" disabled={busy} onClick={passkey} className={`${primaryButtonClass} w-full py-3.5`}>
            {busy ? t('verifying') : t('usePasskey')}
          </button>
        </>
      )}
      {codeFieldShown(values, factors.authenticatorApp) && (
        <CodeField values={values} onChange={onChange} afterPasskey={Boolean(passkey)} />
      )}
      <button
        type="button"
        onClick={() => onChange({ ...values, recovery: !recovery, code: '' })}
        className="inline-flex min-h-11 items-center text-sm font-semibold text-plum underline underline-offset-4 hover:text-rose-deep"
      >
        {recovery ? (factors.authenticatorApp ? t('useApp') : t('usePasskeyInstead')) : t('useRecovery')}
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

function CodeField({
  values,
  onChange,
  afterPasskey,
}: {
  values: CodeStepValues;
  onChange: (values: CodeStepValues) => void;
  afterPasskey: boolean;
}) {
  const t = useTranslations('AdminLogin');
  const { recovery, code } = values;
  return (
    <>
      <p className="text-sm leading-relaxed text-muted">{recovery ? t('recoveryLead') : afterPasskey ? t('orCodeLead') : t('codeLead')}</p>
      <div>
        <label htmlFor="admin-code" className={labelClass}>
          {recovery ? t('recoveryCode') : t('code')}
        </label>
        {/* A new key when the kind changes, so the browser's one-time-code offer does not land in the recovery field. */}
        <input
          key={recovery ? 'recovery' : 'otp'}
          id="admin-code"
          name={recovery ? 'recovery_code' : 'otp'}
          autoFocus={!afterPasskey}
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
    </>
  );
}

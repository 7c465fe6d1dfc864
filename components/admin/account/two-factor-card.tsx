'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from 'sonner';
import { useSWRConfig } from 'swr';
import { refusedField } from '@/components/admin/auth/refused-field';
import { StatusTag } from '@/components/admin/ui/admin-page-header';
import { primaryButtonClass, secondaryButtonClass } from '@/components/admin/ui/field-styles';
import { FormSection } from '@/components/admin/ui/form-section';
import { useFailureToast } from '@/components/admin/ui/use-admin-action';
import { useFailureText } from '@/components/admin/ui/use-failure-text';
import { SESSION_KEY } from '@/lib/api/admin-keys';
import { renewRecoveryCodes, startTotp, turnOffTotp, type Account, type TotpStart } from '@/lib/api/admin-account';
import { PasswordCheck } from './password-check';
import { RecoveryCodes } from './recovery-codes';
import { TotpSetup } from './totp-setup';

type Step =
  | { kind: 'idle' }
  | { kind: 'setup'; start: TotpStart }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'password'; purpose: Purpose; error?: string };

/** What the password is asked for: setting up the app, new recovery codes, turning the app off. */
type Purpose = 'start' | 'renew' | 'off';
const PASSWORD_TEXTS = {
  start: { lead: 'startLead', confirm: 'startConfirm' },
  renew: { lead: 'renewLead', confirm: 'renewConfirm' },
  off: { lead: 'turnOffLead', confirm: 'turnOffConfirm' },
} as const;

/**
 * Two-factor sign-in on the account page: whether it is on (the app or a passkey), the
 * authenticator app set up (QR code, key, a first code) or turned off with the password, and the
 * recovery codes, seen once and renewed with the password. Passkeys have their own card. Each
 * change reloads the account and the session, which says whether the rest of the admin is open yet.
 */
export function TwoFactorCard({ account, onChanged }: { account: Account; onChanged: () => unknown }) {
  const t = useTranslations('AdminAccount');
  const { mutate } = useSWRConfig();
  const failureText = useFailureText();
  const failed = useFailureToast();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [busy, setBusy] = useState(false);
  const changed = () => Promise.all([onChanged(), mutate(SESSION_KEY)]);

  async function attempt<Result>(action: () => Promise<Result>, fallback: string, then: (result: Result) => void) {
    setBusy(true);
    try {
      then(await action());
    } catch (failure) {
      // A wrong password stands at its field; anything else (two-factor required by the studio) in a toast.
      if (step.kind === 'password' && refusedField(failure) === 'password') setStep({ ...step, error: failureText(failure, fallback) });
      else failed(failure, fallback);
    } finally {
      setBusy(false);
    }
  }

  const checkPassword = (purpose: Purpose, password: string) => {
    if (purpose === 'start')
      return void attempt(
        () => startTotp(password),
        t('startFailed'),
        (answer) => setStep({ kind: 'setup', start: answer }),
      );
    if (purpose === 'renew')
      return void attempt(
        () => renewRecoveryCodes(password),
        t('renewFailed'),
        ({ recovery_codes }) => {
          setStep({ kind: 'codes', codes: recovery_codes });
          void onChanged();
        },
      );
    return void attempt(
      () => turnOffTotp(password),
      t('turnOffFailed'),
      () => {
        toast.success(t('turnedOff'));
        setStep({ kind: 'idle' });
        void changed();
      },
    );
  };

  // Each asks for the password first: set up the app or turn it off, and new recovery codes once any factor is on.
  const actions = [
    account.authenticator_app
      ? ({ purpose: 'off', label: 'turnOff', primary: false } as const)
      : ({ purpose: 'start', label: 'start', primary: true } as const),
    ...(account.two_factor ? [{ purpose: 'renew', label: 'renewCodes', primary: false } as const] : []),
  ];

  return (
    <FormSection
      id="account-two-factor"
      heading="h2"
      title={t('twoFactorTitle')}
      note={
        <p className="mt-2">
          <StatusTag tone={account.two_factor ? 'done' : 'attention'}>{account.two_factor ? t('on') : t('off')}</StatusTag>
        </p>
      }
    >
      {step.kind === 'setup' ? (
        <TotpSetup
          start={step.start}
          onCancel={() => setStep({ kind: 'idle' })}
          onConfirmed={(codes) => {
            toast.success(t('turnedOn'));
            setStep(codes ? { kind: 'codes', codes } : { kind: 'idle' });
            void changed();
          }}
        />
      ) : step.kind === 'codes' ? (
        <RecoveryCodes codes={step.codes} onDone={() => setStep({ kind: 'idle' })} />
      ) : (
        <>
          <p className="text-sm text-muted">{account.authenticator_app ? t('appOnLead') : t('offLead')}</p>
          {account.two_factor && <p className="text-sm text-muted">{t('codesLeft', { count: account.recovery_codes_left })}</p>}
          {step.kind === 'password' ? (
            <PasswordCheck
              id={`two-factor-${step.purpose}`}
              lead={t(PASSWORD_TEXTS[step.purpose].lead)}
              confirmLabel={t(PASSWORD_TEXTS[step.purpose].confirm)}
              busy={busy}
              error={step.error}
              onConfirm={(password) => checkPassword(step.purpose, password)}
              onCancel={() => setStep({ kind: 'idle' })}
            />
          ) : (
            <div className="flex flex-wrap gap-2">
              {actions.map(({ purpose, label, primary }) => (
                <button
                  key={purpose}
                  type="button"
                  onClick={() => setStep({ kind: 'password', purpose })}
                  className={`${primary ? primaryButtonClass : secondaryButtonClass} min-h-11`}
                >
                  {t(label)}
                </button>
              ))}
            </div>
          )}
        </>
      )}
    </FormSection>
  );
}

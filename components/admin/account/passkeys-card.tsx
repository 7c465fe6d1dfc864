'use client';

import { browserSupportsWebAuthn, startRegistration } from '@simplewebauthn/browser';
import { useFormatter, useTranslations } from 'next-intl';
import { useState, useSyncExternalStore } from 'react';
import { toast } from 'sonner';
import { refusedField } from '@/components/admin/auth/refused-field';
import { passkeyFailure } from '@/components/admin/shell/passkey-failure';
import { secondaryButtonClass } from '@/components/admin/ui/field-styles';
import { FormSection } from '@/components/admin/ui/form-section';
import { useFailureToast } from '@/components/admin/ui/use-admin-action';
import { useFailureText } from '@/components/admin/ui/use-failure-text';
import { keepPasskey, passkeyQuestion, removePasskey } from '@/lib/api/admin-account';
import type { Account } from '@/lib/api/admin-account';
import { NewPasskeyForm } from './new-passkey-form';
import { PasswordCheck } from './password-check';
import { RecoveryCodes } from './recovery-codes';

/** Whether the browser has WebAuthn does not change while the page is open. */
const noChanges = () => () => {};

type Step =
  | { kind: 'idle' }
  | { kind: 'add'; passwordError?: string; error?: string }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'remove'; id: string; name: string; error?: string };

/**
 * The person's passkeys on the account page: each with when it was added and last used, one added
 * with a name and the password (then the browser asks for the fingerprint, face or PIN), one
 * removed with the password. The first second factor brings the recovery codes, shown once.
 */
export function PasskeysCard({ account, onChanged }: { account: Account; onChanged: () => unknown }) {
  const t = useTranslations('AdminAccount');
  const format = useFormatter();
  const failureText = useFailureText();
  const failed = useFailureToast();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [busy, setBusy] = useState(false);
  // Known only in the browser (null on the server's paint, which offers nothing it cannot keep).
  const supported = useSyncExternalStore(noChanges, browserSupportsWebAuthn, () => null);
  const day = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium' });

  async function add(name: string, password: string) {
    setBusy(true);
    try {
      const optionsJSON = await passkeyQuestion(password).catch((failure: unknown) => {
        if (refusedField(failure) !== 'password') throw failure;
        setStep({ kind: 'add', passwordError: failureText(failure, t('passkeyAddFailed')) });
        return null;
      });
      if (!optionsJSON) return;
      let answer;
      try {
        answer = await startRegistration({ optionsJSON });
      } catch (failure) {
        setStep({ kind: 'add', error: t(passkeyFailure(failure)) });
        return;
      }
      const { recovery_codes } = await keepPasskey(name, answer);
      toast.success(t('passkeyAdded'));
      setStep(recovery_codes ? { kind: 'codes', codes: recovery_codes } : { kind: 'idle' });
      void onChanged();
    } catch (failure) {
      failed(failure, t('passkeyAddFailed'));
    } finally {
      setBusy(false);
    }
  }

  async function remove(id: string, password: string) {
    setBusy(true);
    try {
      await removePasskey(id, password);
      toast.success(t('passkeyRemoved'));
      setStep({ kind: 'idle' });
      void onChanged();
    } catch (failure) {
      if (step.kind === 'remove' && refusedField(failure) === 'password')
        setStep({ ...step, error: failureText(failure, t('passkeyRemoveFailed')) });
      else failed(failure, t('passkeyRemoveFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormSection id="account-passkeys" heading="h2" title={t('passkeysTitle')}>
      <p className="text-sm text-muted">{t('passkeysLead')}</p>
      {account.passkeys.length > 0 && (
        <ul className="divide-y divide-plum/10 rounded-2xl ring-1 ring-plum/10" aria-label={t('passkeysTitle')}>
          {account.passkeys.map((passkey) => (
            <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <div className="min-w-0">
                <p className="break-words font-semibold text-ink">{passkey.name}</p>
                <p className="text-sm text-muted">
                  {t('passkeyDetail', {
                    added: day(passkey.created_at),
                    used: passkey.last_used_at ? day(passkey.last_used_at) : 'never',
                  })}
                </p>
              </div>
              <button
                type="button"
                onClick={() => setStep({ kind: 'remove', id: passkey.id, name: passkey.name })}
                aria-label={t('passkeyRemoveLabel', { name: passkey.name })}
                className={`${secondaryButtonClass} min-h-11`}
              >
                {t('passkeyRemove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {step.kind === 'codes' ? (
        <RecoveryCodes codes={step.codes} onDone={() => setStep({ kind: 'idle' })} />
      ) : step.kind === 'remove' ? (
        <PasswordCheck
          id="passkey-remove"
          lead={t('passkeyRemoveLead', { name: step.name })}
          confirmLabel={t('passkeyRemove')}
          busy={busy}
          error={step.error}
          onConfirm={(password) => void remove(step.id, password)}
          onCancel={() => setStep({ kind: 'idle' })}
        />
      ) : step.kind === 'add' ? (
        <NewPasskeyForm
          busy={busy}
          passwordError={step.passwordError}
          error={step.error}
          onAdd={(name, password) => void add(name, password)}
          onCancel={() => setStep({ kind: 'idle' })}
        />
      ) : supported === false ? (
        <p className="text-sm text-muted">{t('passkeysUnsupported')}</p>
      ) : (
        <button
          type="button"
          disabled={supported === null}
          onClick={() => setStep({ kind: 'add' })}
          className={`${secondaryButtonClass} min-h-11`}
        >
          {t('passkeyAdd')}
        </button>
      )}
    </FormSection>
  );
}

'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import { browserSupportsWebAuthn, startAuthentication } from '@simplewebauthn/browser';
import { ApiError, login, SecondStepNeeded, type SecondFactor } from '@/lib/api/admin';
import { safeReturnPath } from '@/lib/admin/return-path';
import { inputClass, labelClass, primaryButtonClass } from '@/components/admin/ui/field-styles';
import { FormAlert } from '@/components/admin/ui/form-alert';
import { LineIcon } from '@/components/admin/ui/line-icon';
import { SESSION_KEY } from '@/lib/api/admin-keys';
import { codeFieldShown, codeStepReady, EMPTY_CODE_STEP, LoginCodeStep, secondFactor, type CodeStepValues } from './login-code-step';
import { passkeyFailure } from './passkey-failure';

/**
 * The sign-in form; `next` is the admin page to return to after signing in (the `next` query
 * parameter). An account with two-factor sign-in answers the password with a second step: the same
 * username and password are sent again with the code or the passkey's answer (LoginCodeStep).
 */
export function LoginForm({ next }: { next: string | null }) {
  const t = useTranslations('AdminLogin');
  const router = useRouter();
  const { mutate } = useSWRConfig();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [passwordShown, setPasswordShown] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Null until the server asks for the second step; then what the person can answer it with.
  const [codeStep, setCodeStep] = useState<CodeStepValues | null>(null);
  const [secondStep, setSecondStep] = useState<SecondStepNeeded | null>(null);
  const codeField = codeStep !== null && secondStep !== null && codeFieldShown(codeStep, secondStep.authenticatorApp);
  const incomplete = username.trim() === '' || password.trim() === '' || (codeStep !== null && !codeStepReady(codeStep));

  async function attempt(second: SecondFactor) {
    setSubmitting(true);
    setError(null);
    try {
      await login(username.trim(), password, second);
      // The guard must not show a session cached from before this sign-in: the signed-in layout gives the new one.
      await mutate(SESSION_KEY, undefined, { revalidate: false });
      router.replace(safeReturnPath(next));
    } catch (failure) {
      if (failure instanceof SecondStepNeeded) {
        // The first time it is a question, not a fault; after a code or passkey was sent, it was wrong.
        if (codeStep) setError(second.passkey ? t('passkeyWrong') : t('codeWrong'));
        setSecondStep(failure);
        setCodeStep((step) => (step ? { ...step, code: '' } : EMPTY_CODE_STEP));
      } else {
        setError(failure instanceof ApiError ? (failure.detail ?? t('failed')) : t('networkError'));
      }
      setSubmitting(false);
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (incomplete || submitting || (codeStep && !codeField)) return;
    void attempt(codeStep ? secondFactor(codeStep) : {});
  }

  /** The browser asks for the passkey (fingerprint, face, PIN); its answer goes with the password. */
  async function signInWithPasskey() {
    const optionsJSON = secondStep?.passkeyOptions;
    if (!optionsJSON || !codeStep) return;
    setSubmitting(true);
    setError(null);
    let passkey;
    try {
      passkey = await startAuthentication({ optionsJSON });
    } catch (failure) {
      setError(t(passkeyFailure(failure)));
      setSubmitting(false);
      return;
    }
    await attempt({ passkey, remember_device: codeStep.remember });
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-5">
      {error && <FormAlert>{error}</FormAlert>}
      {codeStep ? (
        <LoginCodeStep
          values={codeStep}
          factors={{
            authenticatorApp: secondStep?.authenticatorApp ?? true,
            usePasskey: secondStep?.passkeyOptions && browserSupportsWebAuthn() ? () => void signInWithPasskey() : null,
          }}
          busy={submitting}
          onChange={setCodeStep}
        />
      ) : (
        <>
          <div>
            <label htmlFor="admin-username" className={labelClass}>
              {t('username')}
            </label>
            <input
              id="admin-username"
              name="username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
              value={username}
              onChange={(event) => setUsername(event.target.value)}
              className={inputClass}
            />
          </div>
          <div>
            <label htmlFor="admin-password" className={labelClass}>
              {t('password')}
            </label>
            <div className="relative">
              <input
                id="admin-password"
                name="password"
                type={passwordShown ? 'text' : 'password'}
                autoComplete="current-password"
                required
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                className={`${inputClass} pr-12`}
              />
              {/* Show or hide the password: its name says what it will do. */}
              <button
                type="button"
                onClick={() => setPasswordShown((shown) => !shown)}
                aria-label={passwordShown ? t('hidePassword') : t('showPassword')}
                aria-controls="admin-password"
                className="absolute right-2 top-1/2 grid size-9 -translate-y-1/2 place-items-center rounded-full text-muted transition-colors hover:bg-blush hover:text-plum"
              >
                <LineIcon d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" className="size-5">
                  <circle cx="12" cy="12" r="3" />
                  {passwordShown && <path d="M4 4l16 16" />}
                </LineIcon>
              </button>
            </div>
            <Link
              href="/admin/reset-password"
              className="mt-1 inline-flex min-h-11 items-center text-sm font-semibold text-plum underline-offset-4 hover:text-rose-deep hover:underline"
            >
              {t('forgotPassword')}
            </Link>
          </div>
        </>
      )}
      {(!codeStep || codeField) && (
        <button type="submit" disabled={incomplete || submitting} className={`${primaryButtonClass} w-full py-3.5`}>
          {codeStep ? (submitting ? t('verifying') : t('verify')) : submitting ? t('submitting') : t('submit')}
        </button>
      )}
      {codeStep && (
        <button
          type="button"
          onClick={() => {
            setCodeStep(null);
            setSecondStep(null);
            setPassword('');
            setError(null);
          }}
          className="mx-auto flex min-h-11 items-center text-sm font-semibold text-plum underline-offset-4 hover:text-rose-deep hover:underline"
        >
          {t('startOver')}
        </button>
      )}
    </form>
  );
}

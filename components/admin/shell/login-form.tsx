'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import { ApiError, login } from '@/lib/api/admin';
import { safeReturnPath } from '@/lib/admin/return-path';
import { inputClass, labelClass, primaryButtonClass } from '@/components/admin/ui/field-styles';
import { LineIcon } from '@/components/admin/ui/line-icon';
import { SESSION_KEY } from '@/lib/api/admin-keys';

/** The sign-in form; `next` is the admin page to return to after signing in (the `next` query parameter). */
export function LoginForm({ next }: { next: string | null }) {
  const t = useTranslations('AdminLogin');
  const router = useRouter();
  const { mutate } = useSWRConfig();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [passwordShown, setPasswordShown] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const incomplete = username.trim() === '' || password.trim() === '';

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (incomplete || submitting) return;
    setSubmitting(true);
    setError(null);
    try {
      const session = await login(username.trim(), password);
      // The guard must not show a session cached from before this sign-in.
      await mutate(SESSION_KEY, { username: session.username }, { revalidate: false });
      router.replace(safeReturnPath(next));
    } catch (failure) {
      setError(failure instanceof ApiError ? (failure.detail ?? t('failed')) : t('networkError'));
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-5">
      {error && (
        <p role="alert" className="flex items-start gap-2 rounded-2xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700">
          <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0 fill-current">
            <path d="M10 1.5a8.5 8.5 0 100 17 8.5 8.5 0 000-17zm-.9 4.5h1.8v5.5H9.1zm0 7h1.8v1.8H9.1z" />
          </svg>
          {error}
        </p>
      )}
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
      </div>
      <button type="submit" disabled={incomplete || submitting} className={`${primaryButtonClass} w-full py-3.5`}>
        {submitting ? t('submitting') : t('submit')}
      </button>
    </form>
  );
}

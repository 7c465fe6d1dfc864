'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import { ApiError, login } from '@/lib/api/admin';
import { safeReturnPath } from '@/lib/admin/return-path';
import { inputClass, labelClass, primaryButtonClass } from '@/components/admin/ui/field-styles';
import { PasswordField } from './password-field';
import { SESSION_KEY } from './use-admin-session';

interface LoginFormProps {
  /** The `next` query parameter: the admin page to return to after signing in. */
  next: string | null;
}

export function LoginForm({ next }: LoginFormProps) {
  const t = useTranslations('AdminLogin');
  const router = useRouter();
  const { mutate } = useSWRConfig();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
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
          type="text"
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
        <PasswordField
          id="admin-password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          className={inputClass}
        />
      </div>
      <button type="submit" disabled={incomplete || submitting} className={`${primaryButtonClass} w-full py-3.5`}>
        {submitting ? t('submitting') : t('submit')}
      </button>
    </form>
  );
}

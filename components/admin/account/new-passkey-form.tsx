'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { AdminField } from '@/components/admin/ui/admin-field';
import { primaryButtonClass, secondaryButtonClass } from '@/components/admin/ui/field-styles';
import { FormAlert } from '@/components/admin/ui/form-alert';

/** A new passkey's name (so the list says which device it is) and the password that allows adding it. */
export function NewPasskeyForm({
  busy,
  passwordError,
  error,
  onAdd,
  onCancel,
}: {
  busy: boolean;
  passwordError?: string;
  /** The browser did not make the passkey (closed, timed out, already on this device). */
  error?: string;
  onAdd: (name: string, password: string) => void;
  onCancel: () => void;
}) {
  const t = useTranslations('AdminAccount');
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const ready = name.trim() !== '' && password !== '' && !busy;
  function submit(event: FormEvent) {
    event.preventDefault();
    if (ready) onAdd(name.trim(), password);
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-4 rounded-2xl bg-cream p-4 ring-1 ring-plum/10">
      {error && <FormAlert>{error}</FormAlert>}
      <AdminField id="passkey-name" label={t('passkeyName')} help={t('passkeyNameHint')}>
        {(control) => (
          <input {...control} maxLength={60} autoComplete="off" value={name} onChange={(event) => setName(event.target.value)} />
        )}
      </AdminField>
      <AdminField id="passkey-password" label={t('yourPassword')} error={passwordError}>
        {(control) => (
          <input
            {...control}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
      </AdminField>
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={!ready} className={`${primaryButtonClass} min-h-11`}>
          {busy ? t('working') : t('passkeyCreate')}
        </button>
        <button type="button" onClick={onCancel} className={`${secondaryButtonClass} min-h-11`}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { AdminField } from '@/components/admin/ui/admin-field';
import { PasswordCheck } from './password-check';

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
  return (
    <PasswordCheck
      id="passkey-password"
      lead={t('passkeyAddLead')}
      confirmLabel={t('passkeyCreate')}
      busy={busy}
      error={passwordError}
      alert={error}
      incomplete={name.trim() === ''}
      fields={
        <AdminField id="passkey-name" label={t('passkeyName')} help={t('passkeyNameHint')}>
          {(control) => (
            <input {...control} maxLength={60} autoComplete="off" value={name} onChange={(event) => setName(event.target.value)} />
          )}
        </AdminField>
      }
      onConfirm={(password) => onAdd(name.trim(), password)}
      onCancel={onCancel}
    />
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent, type ReactNode } from 'react';
import { AdminField } from '@/components/admin/ui/admin-field';
import { primaryButtonClass, secondaryButtonClass } from '@/components/admin/ui/field-styles';
import { FormAlert } from '@/components/admin/ui/form-alert';

/**
 * The password asked for again before a step that changes the second factor (set up the app, add
 * or remove a passkey, turn the app off, new recovery codes): a small form in place, not the
 * question dialog, whose field shows what is typed. `fields` go above the password (a passkey's
 * name), and `incomplete` holds the button while they are empty.
 */
export function PasswordCheck({
  id,
  lead,
  confirmLabel,
  busy,
  error,
  alert,
  fields,
  incomplete = false,
  onConfirm,
  onCancel,
}: {
  id: string;
  lead: string;
  confirmLabel: string;
  busy: boolean;
  /** The password's own refusal, shown at its field. */
  error?: string;
  /** A failure of the step itself (the browser made no passkey), above the form. */
  alert?: string;
  fields?: ReactNode;
  incomplete?: boolean;
  onConfirm: (password: string) => void;
  onCancel: () => void;
}) {
  const t = useTranslations('AdminAccount');
  const [password, setPassword] = useState('');
  const ready = password !== '' && !incomplete && !busy;
  function submit(event: FormEvent) {
    event.preventDefault();
    if (ready) onConfirm(password);
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-4 rounded-2xl bg-cream p-4 ring-1 ring-plum/10">
      {alert && <FormAlert>{alert}</FormAlert>}
      <p className="text-sm text-ink">{lead}</p>
      {fields}
      <AdminField id={id} label={t('yourPassword')} error={error}>
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
          {busy ? t('working') : confirmLabel}
        </button>
        <button type="button" onClick={onCancel} className={`${secondaryButtonClass} min-h-11`}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}

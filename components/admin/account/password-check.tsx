'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { AdminField } from '@/components/admin/ui/admin-field';
import { primaryButtonClass, secondaryButtonClass } from '@/components/admin/ui/field-styles';

/**
 * The password asked for again before a step that weakens or renews the second factor (turn it off,
 * new recovery codes): a small form in place, not the question dialog, whose field shows what is typed.
 */
export function PasswordCheck({
  id,
  lead,
  confirmLabel,
  busy,
  error,
  onConfirm,
  onCancel,
}: {
  id: string;
  lead: string;
  confirmLabel: string;
  busy: boolean;
  error?: string;
  onConfirm: (password: string) => void;
  onCancel: () => void;
}) {
  const t = useTranslations('AdminAccount');
  const [password, setPassword] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    if (password !== '' && !busy) onConfirm(password);
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-4 rounded-2xl bg-cream p-4 ring-1 ring-plum/10">
      <p className="text-sm text-ink">{lead}</p>
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
        <button type="submit" disabled={password === '' || busy} className={`${primaryButtonClass} min-h-11`}>
          {busy ? t('working') : confirmLabel}
        </button>
        <button type="button" onClick={onCancel} className={`${secondaryButtonClass} min-h-11`}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import type { AdminBooking } from '@/lib/booking/types';
import { AdminField } from '@/components/admin/ui/admin-field';
import { primaryButtonClass, secondaryButtonClass } from '@/components/admin/ui/field-styles';
import { ModalDialog } from '@/components/admin/ui/modal-dialog';

interface CancelDialogProps {
  booking: AdminBooking;
  /** The call's time as the list writes it. */
  time: string;
  /** Sends the cancellation; resolves true when it went through (the dialog then closes). */
  onCancel: (message: string) => Promise<boolean>;
  onClose: () => void;
}

/** Asks for the message the visitor gets with the cancellation (required), then cancels the call. */
export function CancelDialog({ booking, time, onCancel, onClose }: CancelDialogProps) {
  const t = useTranslations('AdminBookings.cancelDialog');
  const names = { name: booking.name, time };
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!message.trim()) return setError(t('messageRequired'));
    setSending(true);
    if (await onCancel(message.trim())) onClose();
    else setSending(false);
  }

  return (
    <ModalDialog titleId="cancel-booking-title" title={t('title', names)} closeLabel={t('close')} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5 overflow-y-auto px-5 py-6 sm:px-8">
        <p className="text-muted">{t('when', names)}</p>
        <AdminField id="cancel-booking-message" label={t('message', names)} help={t('messageHelp')} error={error}>
          {(control) => (
            <textarea
              {...control}
              required
              rows={5}
              value={message}
              onChange={(event) => {
                setMessage(event.target.value);
                setError(undefined);
              }}
            />
          )}
        </AdminField>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} className={secondaryButtonClass}>
            {t('keep')}
          </button>
          <button type="submit" disabled={sending} className={`${primaryButtonClass} !bg-red-700 hover:!bg-red-800`}>
            {sending ? t('sending') : t('confirm')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}

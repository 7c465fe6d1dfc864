'use client';

import { useId, useState } from 'react';
import { secondaryButtonClass } from './field-styles';
import { ModalDialog } from './modal-dialog';

interface ConfirmDialogProps {
  title: string;
  /** The question, naming what is at stake ("Delete the message from Ada? This cannot be undone."). */
  question: string;
  confirmLabel: string;
  /** Shown on the confirm button while `onConfirm` runs. */
  busyLabel: string;
  cancelLabel: string;
  /** The name of the dialog's close button (×). */
  closeLabel: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

const dangerButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-full bg-red-700 px-5 py-2.5 text-sm font-semibold text-white transition-colors hover:bg-red-800 disabled:cursor-wait disabled:opacity-70';

/** Asks before something that cannot be undone; Cancel, Escape and the close button keep things as they are. */
export function ConfirmDialog({ title, question, confirmLabel, busyLabel, cancelLabel, closeLabel, onConfirm, onClose }: ConfirmDialogProps) {
  const titleId = useId();
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  }

  return (
    <ModalDialog titleId={titleId} title={title} closeLabel={closeLabel} onClose={onClose} size="confirm">
      <div className="space-y-6 px-5 py-6 sm:px-8">
        <p className="break-words text-ink">{question}</p>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} className={secondaryButtonClass}>
            {cancelLabel}
          </button>
          <button type="button" onClick={() => void confirm()} disabled={busy} className={dangerButtonClass}>
            {busy ? busyLabel : confirmLabel}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}

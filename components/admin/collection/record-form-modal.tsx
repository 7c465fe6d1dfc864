'use client';

import { useTranslations } from 'next-intl';
import type { ComponentType } from 'react';
import { ModalDialog } from '@/components/admin/ui/modal-dialog';
import type { FormModalProps } from './collection-section';

/** What a kind's form takes inside its dialog. */
export interface RecordFormProps<Item> {
  /** The record to edit, or null to create one. */
  record: Item | null;
  records: readonly Item[];
  onCancel: () => void;
  /** Told the saved record, as the form's own callers are. */
  onSaved: (saved: Item) => void | Promise<void>;
}

/** A kind's form in the section's dialog, titled by the form's messages (`createTitle`, `editTitle`, `close`). */
export function withFormModal<Item>(Form: ComponentType<RecordFormProps<Item>>, namespace: string, kind: string) {
  return function RecordFormModal({ record, records, onClose, onSaved }: FormModalProps<Item>) {
    const t = useTranslations(namespace);
    return (
      <ModalDialog
        titleId={`${kind}-form-title`}
        title={record ? t('editTitle') : t('createTitle')}
        closeLabel={t('close')}
        onClose={onClose}
      >
        <Form record={record} records={records} onCancel={onClose} onSaved={onSaved} />
      </ModalDialog>
    );
  };
}

'use client';

import { useTranslations } from 'next-intl';
import { ModalDialog } from '@/components/admin/ui/modal-dialog';
import { ProductForm, type ProductFormProps } from './product-form';

type ProductFormModalProps = Omit<ProductFormProps, 'onCancel'> & { onClose: () => void };

/** The create/edit form in a modal dialog (loaded when first opened). */
export function ProductFormModal({ onClose, ...form }: ProductFormModalProps) {
  const t = useTranslations('ProductForm');
  return (
    <ModalDialog
      titleId="product-form-title"
      title={form.product ? t('editTitle') : t('createTitle')}
      closeLabel={t('close')}
      onClose={onClose}
    >
      <ProductForm {...form} onCancel={onClose} />
    </ModalDialog>
  );
}

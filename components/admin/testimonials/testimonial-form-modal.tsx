'use client';

import { useTranslations } from 'next-intl';
import { ModalDialog } from '@/components/admin/ui/modal-dialog';
import { TestimonialForm, type TestimonialFormProps } from './testimonial-form';

interface TestimonialFormModalProps extends Omit<TestimonialFormProps, 'onCancel'> {
  onClose: () => void;
}

/** The create/edit form in a modal dialog (loaded on demand by the section). */
export function TestimonialFormModal({ testimonial, homeCount, onClose, onSaved }: TestimonialFormModalProps) {
  const t = useTranslations('TestimonialForm');
  return (
    <ModalDialog
      titleId="testimonial-form-title"
      title={testimonial ? t('editTitle') : t('createTitle')}
      closeLabel={t('close')}
      onClose={onClose}
    >
      <TestimonialForm testimonial={testimonial} homeCount={homeCount} onCancel={onClose} onSaved={onSaved} />
    </ModalDialog>
  );
}

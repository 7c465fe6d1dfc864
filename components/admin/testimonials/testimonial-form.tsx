'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { ApiError } from '@/lib/api/admin';
import { createTestimonial, updateTestimonial } from '@/lib/api/admin-testimonials';
import type { AdminTestimonial } from '@/lib/testimonials/input';
import { useSessionRecheck } from '@/components/admin/shell/use-admin-session';
import { useTranslationStatus } from '@/components/admin/ui/use-translation-status';
import { fieldLabeller } from '@/lib/admin/translation-fields';
import { primaryButtonClass, secondaryButtonClass } from '@/components/admin/ui/field-styles';
import { TestimonialFormClient } from './testimonial-form-client';
import { TestimonialFormQuote } from './testimonial-form-quote';
import { TestimonialFormTranslations } from './testimonial-form-translations';
import { FORM_FIELDS, readServerDetail, testimonialPayload, type FieldErrors } from './testimonial-form-values';
import { TESTIMONIALS_KEY } from './use-admin-testimonials';
import { fieldId, useTestimonialForm } from './use-testimonial-form';

export interface TestimonialFormProps {
  /** The testimonial to edit, or null to create one. */
  testimonial: AdminTestimonial | null;
  /** How many featured testimonials the home page shows. */
  homeCount: number;
  onCancel: () => void;
  onSaved: (saved: AdminTestimonial) => void | Promise<void>;
}

/**
 * Create or edit a testimonial. The values are checked with the API's schema before sending; a
 * refusal keeps every value, shows field messages at their fields and anything else above the
 * buttons, so the admin can correct and save again.
 */
export function TestimonialForm({ testimonial, homeCount, onCancel, onSaved }: TestimonialFormProps) {
  const t = useTranslations('TestimonialForm');
  const { values, setField, setText, errorOf, validate, showErrors } = useTestimonialForm(testimonial);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const recheckSession = useSessionRecheck();
  const translation = useTranslationStatus('testimonials', testimonial, {
    labelOf: fieldLabeller('testimonials', t),
    listKey: TESTIMONIALS_KEY,
  });

  function focusFirstInvalid(form: HTMLFormElement, errors: FieldErrors) {
    const first = FORM_FIELDS.find((field) => errors[field]);
    if (first) form.querySelector<HTMLElement>(`#${fieldId(first)}`)?.focus();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const form = event.currentTarget;
    setFailure(null);
    const invalid = validate();
    if (Object.keys(invalid).length > 0) return focusFirstInvalid(form, invalid);
    setSaving(true);
    try {
      const payload = testimonialPayload(values);
      const saved = await (testimonial ? updateTestimonial(testimonial.id, payload) : createTestimonial(payload));
      toast.success(testimonial ? t('updated') : t('created'));
      await onSaved(saved);
    } catch (error) {
      console.error('Failed to save testimonial', error);
      const detail = error instanceof ApiError ? error.detail : null;
      const { fieldErrors, general } = detail ? readServerDetail(detail) : { fieldErrors: {}, general: t('saveFailed') };
      showErrors(fieldErrors);
      setFailure(general);
      focusFirstInvalid(form, fieldErrors);
      setSaving(false);
      recheckSession(error);
    }
  }

  const parts = { values, setField, setText, errorOf };
  return (
    <form noValidate onSubmit={handleSubmit} className="flex min-h-0 flex-1 flex-col">
      <div className="flex-1 space-y-5 overflow-y-auto overscroll-contain px-4 py-5 sm:px-8 sm:py-6">
        <p className="text-sm text-muted">{t('requiredNote')}</p>
        <TestimonialFormClient {...parts} />
        <TestimonialFormQuote {...parts} homeCount={homeCount} />
        <TestimonialFormTranslations {...parts} translation={translation} />
      </div>
      <div className="border-t border-plum/10 bg-white px-4 py-4 sm:px-8">
        {failure && (
          <div role="alert" className="mb-3 rounded-2xl bg-blush/60 px-4 py-3 text-sm text-plum ring-1 ring-rose-deep/30">
            <p className="font-semibold text-rose-deep">{t('notSaved')}</p>
            <p className="mt-0.5 break-words">{failure}</p>
          </div>
        )}
        <div className="flex flex-wrap items-center justify-end gap-3">
          <button type="button" onClick={onCancel} className={secondaryButtonClass}>
            {t('cancel')}
          </button>
          <button type="submit" disabled={saving} className={primaryButtonClass}>
            {saving ? t('saving') : testimonial ? t('update') : t('create')}
          </button>
        </div>
      </div>
    </form>
  );
}

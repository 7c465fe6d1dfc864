'use client';

import { useTranslations } from 'next-intl';
import { TESTIMONIAL_LIMITS } from '@/lib/testimonials/input';
import { FormSection } from '@/components/admin/ui/form-section';
import { AdminField } from '@/components/admin/ui/admin-field';
import { DEFAULT_LOCALE } from '@/components/admin/ui/localized-values';
import { fieldId, type TestimonialFormPartProps } from './use-testimonial-form';

/** Who said it: the client's name, role and company, and the kind of project. */
export function TestimonialFormClient({ values, setField, setText, errorOf }: TestimonialFormPartProps) {
  const t = useTranslations('TestimonialForm');
  return (
    <FormSection id="testimonial-form-client" title={t('client')}>
      <AdminField id={fieldId('client_name')} label={t('clientName')} error={errorOf('client_name')}>
        {(control) => (
          <input
            {...control}
            type="text"
            autoComplete="off"
            maxLength={TESTIMONIAL_LIMITS.clientName}
            value={values.client_name}
            onChange={(event) => setField('client_name', event.target.value)}
          />
        )}
      </AdminField>
      <div className="grid gap-5 sm:grid-cols-2">
        <AdminField id={fieldId('role')} label={t('role')} error={errorOf('role')}>
          {(control) => (
            <input
              {...control}
              type="text"
              autoComplete="off"
              maxLength={TESTIMONIAL_LIMITS.role}
              value={values.role[DEFAULT_LOCALE]}
              onChange={(event) => setText('role', DEFAULT_LOCALE, event.target.value)}
            />
          )}
        </AdminField>
        <AdminField id={fieldId('company')} label={t('company')} error={errorOf('company')}>
          {(control) => (
            <input
              {...control}
              type="text"
              autoComplete="off"
              maxLength={TESTIMONIAL_LIMITS.company}
              value={values.company}
              onChange={(event) => setField('company', event.target.value)}
            />
          )}
        </AdminField>
      </div>
      <AdminField id={fieldId('project_type')} label={t('projectType')} error={errorOf('project_type')}>
        {(control) => (
          <input
            {...control}
            type="text"
            autoComplete="off"
            maxLength={TESTIMONIAL_LIMITS.projectType}
            placeholder={t('projectTypePlaceholder')}
            value={values.project_type[DEFAULT_LOCALE]}
            onChange={(event) => setText('project_type', DEFAULT_LOCALE, event.target.value)}
          />
        )}
      </AdminField>
    </FormSection>
  );
}

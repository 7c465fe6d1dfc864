'use client';

import { useTranslations } from 'next-intl';
import { TESTIMONIAL_LIMITS } from '@/lib/testimonials/input';
import { FormSection } from '@/components/admin/ui/form-section';
import { AdminField } from '@/components/admin/ui/admin-field';
import { fieldId, type TestimonialFormPartProps } from './use-testimonial-form';

/** The Norwegian texts: each optional, the Norwegian site shows the English one when it is blank. */
export function TestimonialFormNorwegian({ values, setField, errorOf }: TestimonialFormPartProps) {
  const t = useTranslations('TestimonialForm');
  return (
    <FormSection id="testimonial-form-norwegian" title={t('norwegian')} lead={t('norwegianLead')}>
      <div className="grid gap-5 sm:grid-cols-2">
        <AdminField id={fieldId('role_no')} label={t('roleNo')} error={errorOf('role_no')}>
          {(control) => (
            <input
              {...control}
              type="text"
              lang="no"
              autoComplete="off"
              maxLength={TESTIMONIAL_LIMITS.role}
              value={values.role_no}
              onChange={(event) => setField('role_no', event.target.value)}
            />
          )}
        </AdminField>
        <AdminField id={fieldId('project_type_no')} label={t('projectTypeNo')} error={errorOf('project_type_no')}>
          {(control) => (
            <input
              {...control}
              type="text"
              lang="no"
              autoComplete="off"
              maxLength={TESTIMONIAL_LIMITS.projectType}
              value={values.project_type_no}
              onChange={(event) => setField('project_type_no', event.target.value)}
            />
          )}
        </AdminField>
      </div>
      <AdminField
        id={fieldId('testimonial_no')}
        label={t('testimonialNo')}
        help={t('characterCount', { count: values.testimonial_no.length, max: TESTIMONIAL_LIMITS.testimonial })}
        error={errorOf('testimonial_no')}
      >
        {(control) => (
          <textarea
            {...control}
            lang="no"
            rows={5}
            maxLength={TESTIMONIAL_LIMITS.testimonial}
            value={values.testimonial_no}
            onChange={(event) => setField('testimonial_no', event.target.value)}
          />
        )}
      </AdminField>
    </FormSection>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { TESTIMONIAL_LIMITS } from '@/lib/testimonials/input';
import { AdminField } from '@/components/admin/ui/admin-field';
import { TranslationSections } from '@/components/admin/ui/translation-sections';
import type { TranslationStatusView } from '@/components/admin/ui/translation-status-note';
import { errorKey } from './testimonial-form-values';
import { fieldId, type TestimonialFormPartProps } from './use-testimonial-form';

/**
 * The texts in each other language: each optional, that language's site shows the default
 * language's one when it is blank. Each section starts with the testimonial's translation status.
 */
export function TestimonialFormTranslations({
  values,
  setText,
  errorOf,
  translation: { note, flagOf },
}: TestimonialFormPartProps & { translation: TranslationStatusView }) {
  const t = useTranslations('TestimonialForm');
  return (
    <TranslationSections
      id="testimonial-form-translation"
      lead={(language, fallback) => t('translationLead', { language, fallback })}
      note={note}
    >
      {(locale, language) => {
        const idOf = (field: Parameters<typeof errorKey>[0]) => fieldId(errorKey(field, locale));
        return (
          <>
            <div className="grid gap-5 sm:grid-cols-2">
              <AdminField
                id={idOf('role')}
                label={t('roleIn', { language })}
                error={errorOf(errorKey('role', locale))}
                flag={flagOf('role', locale)}
              >
                {(control) => (
                  <input
                    {...control}
                    type="text"
                    lang={locale}
                    autoComplete="off"
                    maxLength={TESTIMONIAL_LIMITS.role}
                    value={values.role[locale]}
                    onChange={(event) => setText('role', locale, event.target.value)}
                  />
                )}
              </AdminField>
              <AdminField
                id={idOf('project_type')}
                label={t('projectTypeIn', { language })}
                error={errorOf(errorKey('project_type', locale))}
                flag={flagOf('project_type', locale)}
              >
                {(control) => (
                  <input
                    {...control}
                    type="text"
                    lang={locale}
                    autoComplete="off"
                    maxLength={TESTIMONIAL_LIMITS.projectType}
                    value={values.project_type[locale]}
                    onChange={(event) => setText('project_type', locale, event.target.value)}
                  />
                )}
              </AdminField>
            </div>
            <AdminField
              id={idOf('testimonial')}
              label={t('testimonialIn', { language })}
              help={t('characterCount', { count: values.testimonial[locale].length, max: TESTIMONIAL_LIMITS.testimonial })}
              error={errorOf(errorKey('testimonial', locale))}
              flag={flagOf('testimonial', locale)}
            >
              {(control) => (
                <textarea
                  {...control}
                  lang={locale}
                  rows={5}
                  maxLength={TESTIMONIAL_LIMITS.testimonial}
                  value={values.testimonial[locale]}
                  onChange={(event) => setText('testimonial', locale, event.target.value)}
                />
              )}
            </AdminField>
          </>
        );
      }}
    </TranslationSections>
  );
}

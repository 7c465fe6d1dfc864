'use client';

import { useTranslations } from 'next-intl';
import { TESTIMONIAL_LIMITS } from '@/lib/testimonials/input';
import { AdminField } from '@/components/admin/ui/admin-field';
import { TranslationSections } from '@/components/admin/ui/translation-sections';
import type { TranslationStatusView } from '@/components/admin/ui/use-translation-status';
import { errorKey } from './testimonial-form-values';
import { fieldId, type TestimonialFormPartProps } from './use-testimonial-form';

/** The one-line texts of a translation, side by side. */
const SHORT_FIELDS = [
  { field: 'role', label: 'roleIn', max: TESTIMONIAL_LIMITS.role },
  { field: 'project_type', label: 'projectTypeIn', max: TESTIMONIAL_LIMITS.projectType },
] as const;

/**
 * The texts in each other language: each optional, that language's site shows the default
 * language's one when it is blank. Each language's tab starts with the testimonial's translation status in it.
 */
export function TestimonialFormTranslations({
  values,
  setText,
  errorOf,
  translation,
}: TestimonialFormPartProps & { translation: TranslationStatusView }) {
  const t = useTranslations('TestimonialForm');
  const { flagOf } = translation;
  return (
    <TranslationSections id="testimonial-form-translation" translation={translation}>
      {(locale, language) => {
        const idOf = (field: Parameters<typeof errorKey>[0]) => fieldId(errorKey(field, locale));
        return (
          <>
            <div className="grid gap-5 sm:grid-cols-2">
              {SHORT_FIELDS.map(({ field, label, max }) => (
                <AdminField
                  key={field}
                  id={idOf(field)}
                  label={t(label, { language })}
                  error={errorOf(errorKey(field, locale))}
                  flag={flagOf(field, locale)}
                >
                  {(control) => (
                    <input
                      {...control}
                      type="text"
                      lang={locale}
                      autoComplete="off"
                      maxLength={max}
                      value={values[field][locale]}
                      onChange={(event) => setText(field, locale, event.target.value)}
                    />
                  )}
                </AdminField>
              ))}
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

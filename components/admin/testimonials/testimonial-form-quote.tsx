'use client';

import { useTranslations } from 'next-intl';
import { TESTIMONIAL_LIMITS } from '@/lib/testimonials/input';
import { FormSection } from '@/components/admin/ui/form-section';
import { AdminField } from '@/components/admin/ui/admin-field';
import { DEFAULT_LOCALE } from '@/components/admin/ui/localized-values';
import { RatingField } from './rating-field';
import { fieldId, type TestimonialFormPartProps } from './use-testimonial-form';

interface TestimonialFormQuoteProps extends TestimonialFormPartProps {
  /** How many featured testimonials the home page shows. */
  homeCount: number;
}

/** What the client said, their rating, and whether the home page may show it. */
export function TestimonialFormQuote({ values, setField, setText, errorOf, homeCount }: TestimonialFormQuoteProps) {
  const t = useTranslations('TestimonialForm');
  return (
    <FormSection id="testimonial-form-quote" title={t('quote')}>
      <AdminField
        id={fieldId('testimonial')}
        label={t('testimonial')}
        help={t('characterCount', { count: values.testimonial[DEFAULT_LOCALE].length, max: TESTIMONIAL_LIMITS.testimonial })}
        error={errorOf('testimonial')}
      >
        {(control) => (
          <textarea
            {...control}
            rows={5}
            maxLength={TESTIMONIAL_LIMITS.testimonial}
            value={values.testimonial[DEFAULT_LOCALE]}
            onChange={(event) => setText('testimonial', DEFAULT_LOCALE, event.target.value)}
          />
        )}
      </AdminField>
      <RatingField
        id={fieldId('rating')}
        value={values.rating}
        onChange={(rating) => setField('rating', rating)}
        error={errorOf('rating')}
      />
      <div className="flex items-start gap-3 rounded-2xl bg-cream/70 px-4 py-3">
        <input
          id={fieldId('featured')}
          type="checkbox"
          checked={values.featured}
          onChange={(event) => setField('featured', event.target.checked)}
          aria-describedby="testimonial-featured-help"
          className="mt-0.5 size-5 shrink-0 accent-rose-deep"
        />
        <div>
          <label htmlFor={fieldId('featured')} className="text-sm font-semibold text-plum">
            {t('featured')}
          </label>
          <p id="testimonial-featured-help" className="text-xs text-muted">
            {t('featuredHelp', { count: homeCount })}
          </p>
        </div>
      </div>
    </FormSection>
  );
}

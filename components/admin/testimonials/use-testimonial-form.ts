'use client';

import { useState } from 'react';
import type { Locale } from '@/i18n/routing';
import type { AdminTestimonial } from '@/lib/testimonials/input';
import {
  errorKey,
  validateTestimonial,
  valuesFromTestimonial,
  type FieldErrors,
  type LocalizedTestimonialField,
  type TestimonialErrorKey,
  type TestimonialField,
  type TestimonialFormValues,
} from './testimonial-form-values';

export type SetTestimonialField = <Field extends TestimonialField>(field: Field, value: TestimonialFormValues[Field]) => void;
/** Sets one language's text of a translatable field. */
export type SetTestimonialText = (field: LocalizedTestimonialField, locale: Locale, text: string) => void;

/** What each part of the testimonial form gets from the form. */
export interface TestimonialFormPartProps {
  values: TestimonialFormValues;
  setField: SetTestimonialField;
  setText: SetTestimonialText;
  errorOf: (key: TestimonialErrorKey) => string | undefined;
}

/** The id of a field's control (`role.<locale>`: `testimonial-role-<locale>`), for its label and for focus after a refused submit. */
export const fieldId = (key: TestimonialErrorKey) => `testimonial-${key.replace(/[_.]/g, '-')}`;

/**
 * The form's values and the errors shown at the fields. Editing a field takes its error away;
 * `validate` checks all of them again; `showErrors` shows the server's.
 */
export function useTestimonialForm(testimonial: AdminTestimonial | null) {
  const [values, setValues] = useState(() => valuesFromTestimonial(testimonial));
  const [errors, setErrors] = useState<FieldErrors>({});

  const clearError = (key: TestimonialErrorKey) =>
    setErrors((current) => {
      if (!(key in current)) return current;
      const { [key]: _cleared, ...rest } = current;
      return rest;
    });

  const setField: SetTestimonialField = (field, value) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
  };

  const setText: SetTestimonialText = (field, locale, text) => {
    setValues((current) => ({ ...current, [field]: { ...current[field], [locale]: text } }));
    clearError(errorKey(field, locale));
  };

  const validate = () => {
    const found = validateTestimonial(values);
    setErrors(found);
    return found;
  };

  const errorOf = (key: TestimonialErrorKey) => errors[key];

  return { values, setField, setText, errorOf, validate, showErrors: setErrors };
}

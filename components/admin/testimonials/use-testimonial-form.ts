'use client';

import { useState } from 'react';
import type { AdminTestimonial } from '@/lib/testimonials/input';
import {
  validateTestimonial,
  valuesFromTestimonial,
  type FieldErrors,
  type TestimonialField,
  type TestimonialFormValues,
} from './testimonial-form-values';

export type SetTestimonialField = <Field extends TestimonialField>(field: Field, value: TestimonialFormValues[Field]) => void;

/** What each part of the testimonial form gets from the form. */
export interface TestimonialFormPartProps {
  values: TestimonialFormValues;
  setField: SetTestimonialField;
  errorOf: (field: TestimonialField) => string | undefined;
}

/** The id of a field's control, for its label and for focus after a refused submit. */
export const fieldId = (field: TestimonialField) => `testimonial-${field.replace(/_/g, '-')}`;

/**
 * The form's values and the errors shown at the fields. Editing a field takes its error away;
 * `validate` checks all of them again; `showErrors` shows the server's.
 */
export function useTestimonialForm(testimonial: AdminTestimonial | null) {
  const [values, setValues] = useState(() => valuesFromTestimonial(testimonial));
  const [errors, setErrors] = useState<FieldErrors>({});

  const setField: SetTestimonialField = (field, value) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });
  };

  const validate = () => {
    const found = validateTestimonial(values);
    setErrors(found);
    return found;
  };

  const errorOf = (field: TestimonialField) => errors[field];

  return { values, setField, errorOf, validate, showErrors: setErrors };
}

'use client';

import { createTestimonial, updateTestimonial } from '@/lib/api/admin-testimonials';
import { testimonialDescription } from '@/lib/testimonials/fields';
import { HOME_TESTIMONIAL_COUNT } from '@/lib/testimonials/home';
import type { AdminTestimonial, TestimonialInput } from '@/lib/testimonials/input';
import { withFormModal, type RecordFormProps } from '@/components/admin/collection/record-form-modal';
import { RecordForm } from '@/components/admin/form/record-form';
import { TESTIMONIALS_KEY } from '@/lib/api/admin-keys';

/** Create or edit a testimonial: the form its description draws (lib/testimonials/fields.ts). */
export function TestimonialForm({ record: testimonial, onCancel, onSaved }: RecordFormProps<AdminTestimonial>) {
  return (
    <RecordForm
      description={testimonialDescription}
      namespace="TestimonialForm"
      kind="testimonials"
      listKey={TESTIMONIALS_KEY}
      record={testimonial}
      helpValues={{ featured: { count: HOME_TESTIMONIAL_COUNT } }}
      save={(body) =>
        testimonial ? updateTestimonial(testimonial.id, body as TestimonialInput) : createTestimonial(body as TestimonialInput)
      }
      onCancel={onCancel}
      onSaved={onSaved}
    />
  );
}

export const TestimonialFormModal = withFormModal(TestimonialForm, 'TestimonialForm', 'testimonial');

'use client';

import { createTestimonial, updateTestimonial } from '@/lib/api/admin-testimonials';
import type { AdminTestimonial, TestimonialInput } from '@/lib/testimonials/input';
import { testimonialDescription } from '@/lib/testimonials/fields';
import { RecordForm } from '@/components/admin/form/record-form';
import { TESTIMONIALS_KEY } from './use-admin-testimonials';

export interface TestimonialFormProps {
  /** The testimonial to edit, or null to create one. */
  testimonial: AdminTestimonial | null;
  /** How many featured testimonials the home page shows. */
  homeCount: number;
  onCancel: () => void;
  onSaved: (saved: AdminTestimonial) => void | Promise<void>;
}

/** Create or edit a testimonial: the form its description draws (lib/testimonials/fields.ts). */
export function TestimonialForm({ testimonial, homeCount, onCancel, onSaved }: TestimonialFormProps) {
  return (
    <RecordForm
      description={testimonialDescription}
      namespace="TestimonialForm"
      kind="testimonials"
      listKey={TESTIMONIALS_KEY}
      record={testimonial}
      helpValues={{ featured: { count: homeCount } }}
      save={(body) =>
        testimonial ? updateTestimonial(testimonial.id, body as TestimonialInput) : createTestimonial(body as TestimonialInput)
      }
      onCancel={onCancel}
      onSaved={onSaved}
    />
  );
}

import type { AdminRecord } from '@/lib/db/column-names';
import { testimonials } from '@/lib/db/schema';
import type { RecordBody } from '@/lib/forms/record';
import { recordSchema, type RecordValues } from '@/lib/forms/record-schema';
import { z } from '@/lib/zod';
import { testimonialDescription } from './fields';

/** How many ids one reordering may send. */
export const MAX_ORDERED_TESTIMONIALS = 500;

type Fields = typeof testimonialDescription.fields;

export const testimonialInputSchema = recordSchema(testimonials, testimonialDescription.fields);

export type TestimonialInput = RecordBody<Fields>;
export type TestimonialValues = RecordValues<typeof testimonials, Fields>;

export const testimonialOrderSchema = z.object({
  ids: z
    .array(z.string(), { error: 'ids must be a list of testimonial ids' })
    .max(MAX_ORDERED_TESTIMONIALS, `at most ${MAX_ORDERED_TESTIMONIALS} ids`),
});

export type AdminTestimonial = AdminRecord<typeof testimonials>;

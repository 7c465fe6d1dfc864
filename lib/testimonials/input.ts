import { requiredLocalizedText } from '@/i18n/localized-input';
import { createInsertSchema, requiredText, saying } from '@/lib/db/column-schemas';
import { withColumnNames, type AdminRecord } from '@/lib/db/column-names';
import { testimonials } from '@/lib/db/schema';
import { z } from '@/lib/zod';

export const TESTIMONIAL_LIMITS = {
  clientName: 200,
  role: 200,
  company: 200,
  projectType: 200,
  testimonial: 3000,
  rating: { min: 1, max: 5 },
  order: 500,
} as const;

const RATING_MESSAGE = `Rating must be a whole number from ${TESTIMONIAL_LIMITS.rating.min} to ${TESTIMONIAL_LIMITS.rating.max}`;

const columns = createInsertSchema(testimonials, {
  clientName: requiredText('Client name is required', TESTIMONIAL_LIMITS.clientName),
  role: requiredLocalizedText('Role is required', TESTIMONIAL_LIMITS.role),
  company: requiredText('Company is required', TESTIMONIAL_LIMITS.company),
  projectType: requiredLocalizedText('Project type is required', TESTIMONIAL_LIMITS.projectType),
  testimonial: requiredLocalizedText('Testimonial is required', TESTIMONIAL_LIMITS.testimonial),
  rating: (column) =>
    saying(column, RATING_MESSAGE).min(TESTIMONIAL_LIMITS.rating.min, RATING_MESSAGE).max(TESTIMONIAL_LIMITS.rating.max, RATING_MESSAGE),
  // A save replaces every field: absent means not featured, not "keep what was stored".
  featured: (column) => column.default(false),
}).omit({ id: true, translationBasis: true, createdAt: true, sortOrder: true });

export const testimonialInputSchema = withColumnNames(testimonials, columns);

export type TestimonialInput = z.input<typeof testimonialInputSchema>;
export type TestimonialValues = z.output<typeof testimonialInputSchema>;

export const testimonialOrderSchema = z.object({
  ids: z
    .array(z.string(), { error: 'ids must be a list of testimonial ids' })
    .max(TESTIMONIAL_LIMITS.order, `at most ${TESTIMONIAL_LIMITS.order} ids`),
});

export type AdminTestimonial = AdminRecord<typeof testimonials>;

import { createInsertSchema, optionalText, requiredText, saying } from '@/lib/db/column-schemas';
import { toApiRecord, withColumnNames, type ApiRecord } from '@/lib/db/column-names';
import { testimonials, type TestimonialRow } from '@/lib/db/schema';
import { z } from '@/lib/zod';

// The body of POST /api/admin/testimonials and PUT /api/admin/testimonials/{id}, derived from the
// table: the fields, their types and which may be null (the Norwegian texts) come from
// lib/db/schema.ts; this adds what the table does not say (lengths, trimming, the form's
// messages). Shared by the admin form (to type and check its values) and the handlers.

export const TESTIMONIAL_LIMITS = {
  clientName: 200,
  role: 200,
  company: 200,
  projectType: 200,
  // A few paragraphs; the seed's longest is under 500 characters.
  testimonial: 3000,
  rating: { min: 1, max: 5 },
  /** How many testimonials one reorder may list. */
  order: 500,
} as const;

const RATING_MESSAGE = `Rating must be a whole number from ${TESTIMONIAL_LIMITS.rating.min} to ${TESTIMONIAL_LIMITS.rating.max}`;

const columns = createInsertSchema(testimonials, {
  clientName: requiredText('Client name is required', TESTIMONIAL_LIMITS.clientName),
  role: requiredText('Role is required', TESTIMONIAL_LIMITS.role),
  roleNo: optionalText(TESTIMONIAL_LIMITS.role),
  company: requiredText('Company is required', TESTIMONIAL_LIMITS.company),
  projectType: requiredText('Project type is required', TESTIMONIAL_LIMITS.projectType),
  projectTypeNo: optionalText(TESTIMONIAL_LIMITS.projectType),
  testimonial: requiredText('Testimonial is required', TESTIMONIAL_LIMITS.testimonial),
  testimonialNo: optionalText(TESTIMONIAL_LIMITS.testimonial),
  rating: (column) =>
    saying(column, RATING_MESSAGE).min(TESTIMONIAL_LIMITS.rating.min, RATING_MESSAGE).max(TESTIMONIAL_LIMITS.rating.max, RATING_MESSAGE),
  // A save replaces every field: absent means not featured, not "keep what was stored".
  featured: (column) => column.default(false),
  // Set by the server (id, created_at) or by reordering (sort_order); ignored in a body.
}).omit({ id: true, createdAt: true, sortOrder: true });

/** The body schema, by the API's field names (client_name, role_no, …). */
export const testimonialInputSchema = withColumnNames(testimonials, columns);

/** What the admin form sends. */
export type TestimonialInput = z.input<typeof testimonialInputSchema>;
/** What the handlers store: trimmed, blanks as null, keyed like the table. */
export type TestimonialValues = z.output<typeof testimonialInputSchema>;

/** The body of PUT /api/admin/testimonials/order: every testimonial's id, in the new display order. */
export const testimonialOrderSchema = z.object({
  ids: z
    .array(z.string(), { error: 'ids must be a list of testimonial ids' })
    .max(TESTIMONIAL_LIMITS.order, `at most ${TESTIMONIAL_LIMITS.order} ids`),
});

/** A stored testimonial with both languages and its place in the order, as the admin edits it. */
export type AdminTestimonial = ApiRecord<typeof testimonials>;

export const toAdminTestimonial = (row: TestimonialRow): AdminTestimonial => toApiRecord(testimonials, row);

import { testimonialInputSchema, type AdminTestimonial, type TestimonialInput } from '@/lib/testimonials/input';

// The testimonial form's values as its controls hold them, and their check by the API's own
// schema (lib/testimonials/input.ts), so the form shows the very messages the server would give.

export interface TestimonialFormValues {
  client_name: string;
  role: string;
  company: string;
  project_type: string;
  testimonial: string;
  rating: number;
  featured: boolean;
  role_no: string;
  project_type_no: string;
  testimonial_no: string;
}

export type TestimonialField = keyof TestimonialFormValues;

/** The fields in the order the form shows them: the first invalid one gets focus. */
export const FORM_FIELDS: readonly TestimonialField[] = [
  'client_name',
  'role',
  'company',
  'project_type',
  'testimonial',
  'rating',
  'featured',
  'role_no',
  'project_type_no',
  'testimonial_no',
];

/** A new testimonial starts at five stars, not featured. */
const DEFAULT_RATING = 5;

export function valuesFromTestimonial(testimonial: AdminTestimonial | null): TestimonialFormValues {
  return {
    client_name: testimonial?.client_name ?? '',
    role: testimonial?.role ?? '',
    company: testimonial?.company ?? '',
    project_type: testimonial?.project_type ?? '',
    testimonial: testimonial?.testimonial ?? '',
    rating: testimonial?.rating ?? DEFAULT_RATING,
    featured: testimonial?.featured ?? false,
    role_no: testimonial?.role_no ?? '',
    project_type_no: testimonial?.project_type_no ?? '',
    testimonial_no: testimonial?.testimonial_no ?? '',
  };
}

/** The body of POST and PUT: the values as typed; the server trims them and stores blank Norwegian texts as null. */
export const testimonialPayload = (values: TestimonialFormValues): TestimonialInput => ({ ...values });

export type FieldErrors = Partial<Record<TestimonialField, string>>;

const isField = (name: unknown): name is TestimonialField => FORM_FIELDS.includes(name as TestimonialField);

/** The schema's first message for each invalid field; empty when the values would be accepted. */
export function validateTestimonial(values: TestimonialFormValues): FieldErrors {
  const result = testimonialInputSchema.safeParse(testimonialPayload(values));
  const errors: FieldErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0];
    if (isField(field)) errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * Splits a server `detail` like "client_name: Client name is required; rating: …" (lib/http/describe-issues.ts)
 * into the messages of fields the form has, and the rest, which the form shows above its buttons.
 */
export function readServerDetail(detail: string): { fieldErrors: FieldErrors; general: string | null } {
  const fieldErrors: FieldErrors = {};
  const rest: string[] = [];
  for (const part of detail.split('; ')) {
    const match = /^(\w+): (.+)$/s.exec(part);
    if (match && isField(match[1])) fieldErrors[match[1]] ??= match[2];
    else rest.push(part);
  }
  return { fieldErrors, general: rest.length > 0 ? rest.join('; ') : null };
}

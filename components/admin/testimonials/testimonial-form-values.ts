import { routing, type Locale } from '@/i18n/routing';
import { testimonialInputSchema, type AdminTestimonial, type TestimonialInput } from '@/lib/testimonials/input';
import {
  DEFAULT_LOCALE,
  TRANSLATION_LOCALES,
  localizedInput,
  localizedPayload,
  type LocalizedInput,
} from '@/components/admin/ui/localized-values';

// The testimonial form's values as its controls hold them (a translatable text: one per language),
// and their check by the API's own schema (lib/testimonials/input.ts), so the form shows the very
// messages the server would give.

export interface TestimonialFormValues {
  client_name: string;
  role: LocalizedInput;
  company: string;
  project_type: LocalizedInput;
  testimonial: LocalizedInput;
  rating: number;
  featured: boolean;
}

export type TestimonialField = keyof TestimonialFormValues;

/** The translatable texts, in the order each language's fields are shown. */
export const LOCALIZED_FIELDS = ['role', 'project_type', 'testimonial'] as const;
export type LocalizedTestimonialField = (typeof LOCALIZED_FIELDS)[number];

/** Where a message is shown: at a field, or at one translation of a text (`role.<locale>`). */
export type TestimonialErrorKey = TestimonialField | `${LocalizedTestimonialField}.${Locale}`;

/** The default language's text is the field itself; a translation has a key of its own. */
export const errorKey = (field: LocalizedTestimonialField, locale: Locale): TestimonialErrorKey =>
  locale === DEFAULT_LOCALE ? field : `${field}.${locale}`;

const FIELDS: readonly TestimonialField[] = ['client_name', 'role', 'company', 'project_type', 'testimonial', 'rating', 'featured'];

/** The fields in the order the form shows them, each translation's last: the first invalid one gets focus. */
export const FORM_FIELDS: readonly TestimonialErrorKey[] = [
  ...FIELDS,
  ...TRANSLATION_LOCALES.flatMap((locale) => LOCALIZED_FIELDS.map((field) => errorKey(field, locale))),
];

/** A new testimonial starts at five stars, not featured. */
const DEFAULT_RATING = 5;

export function valuesFromTestimonial(testimonial: AdminTestimonial | null): TestimonialFormValues {
  return {
    client_name: testimonial?.client_name ?? '',
    role: localizedInput(testimonial?.role),
    company: testimonial?.company ?? '',
    project_type: localizedInput(testimonial?.project_type),
    testimonial: localizedInput(testimonial?.testimonial),
    rating: testimonial?.rating ?? DEFAULT_RATING,
    featured: testimonial?.featured ?? false,
  };
}

/** The body of POST and PUT: the values as typed, each text with its languages; blank translations are left out. */
export const testimonialPayload = (values: TestimonialFormValues): TestimonialInput => ({
  ...values,
  role: localizedPayload(values.role),
  project_type: localizedPayload(values.project_type),
  testimonial: localizedPayload(values.testimonial),
});

export type FieldErrors = Partial<Record<TestimonialErrorKey, string>>;

const isField = (name: unknown): name is TestimonialField => FIELDS.includes(name as TestimonialField);
const isLocalized = (name: unknown): name is LocalizedTestimonialField => LOCALIZED_FIELDS.includes(name as LocalizedTestimonialField);
const isLocale = (name: unknown): name is Locale => routing.locales.includes(name as Locale);

/** Where a message about `path` (`role`, `role.<locale>`) is shown; null when the form has no such field. */
function keyOf(field: unknown, locale?: unknown): TestimonialErrorKey | null {
  if (locale === undefined) return isField(field) ? field : null;
  return isLocalized(field) && isLocale(locale) ? errorKey(field, locale) : null;
}

/** The schema's first message for each invalid field; empty when the values would be accepted. */
export function validateTestimonial(values: TestimonialFormValues): FieldErrors {
  const result = testimonialInputSchema.safeParse(testimonialPayload(values));
  const errors: FieldErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const [field, locale] = issue.path;
    const key = keyOf(field, locale) ?? keyOf(field);
    if (key) errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * Splits a server `detail` like "client_name: Client name is required; role.<locale>: …" (lib/http/describe-issues.ts)
 * into the messages of fields the form has, and the rest, which the form shows above its buttons.
 */
export function readServerDetail(detail: string): { fieldErrors: FieldErrors; general: string | null } {
  const fieldErrors: FieldErrors = {};
  const rest: string[] = [];
  for (const part of detail.split('; ')) {
    const match = /^(\w+)(?:\.(\w+))?: (.+)$/s.exec(part);
    const key = match ? keyOf(match[1], match[2]) : null;
    if (match && key) fieldErrors[key] ??= match[3];
    else rest.push(part);
  }
  return { fieldErrors, general: rest.length > 0 ? rest.join('; ') : null };
}

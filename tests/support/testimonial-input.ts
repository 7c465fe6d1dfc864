import type { TestimonialInput } from '@/lib/testimonials/input';

let counter = 0;

/** A complete, valid testimonial form body in both languages, with a name no other test uses. */
export function testimonialInput(overrides: Partial<TestimonialInput> = {}): TestimonialInput {
  counter += 1;
  return {
    client_name: `Test Client ${counter}`,
    role: 'Founder',
    role_no: 'Gründer',
    company: `Company ${counter} AS`,
    project_type: 'Brand Identity',
    project_type_no: 'Merkeidentitet',
    testimonial: 'They listened first and designed second.',
    testimonial_no: 'De lyttet først og tegnet etterpå.',
    rating: 5,
    featured: false,
    ...overrides,
  };
}

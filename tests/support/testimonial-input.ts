import type { TestimonialInput } from '@/lib/testimonials/input';

let counter = 0;

const defaults = () => {
  counter += 1;
  return {
    client_name: `Test Client ${counter}`,
    role: { en: 'Founder', no: 'Gründer' },
    company: `Company ${counter} AS`,
    project_type: { en: 'Brand Identity', no: 'Merkeidentitet' },
    testimonial: { en: 'They listened first and designed second.', no: 'De lyttet først og tegnet etterpå.' },
    rating: 5,
    featured: false,
  } satisfies TestimonialInput;
};

/** A complete, valid testimonial form body in both languages, with a name no other test uses. */
export function testimonialInput<Overrides extends Partial<TestimonialInput> = Record<never, never>>(
  // A field the API does not know (`title_no`) is refused here: the API would drop it without a word.
  overrides: Overrides & Record<Exclude<keyof Overrides, keyof TestimonialInput>, never> = {} as never,
): Omit<ReturnType<typeof defaults>, keyof Overrides> & Overrides {
  return { ...defaults(), ...overrides };
}

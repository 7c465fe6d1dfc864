import { testimonialDescription } from '../../lib/testimonials/fields';
import { xssKind } from './xss-kind';

// The payload testimonials: every text field of the testimonial's description holds the payloads
// (tests/support/xss-kind.ts). Each is featured, so the home page shows the newest.

export const testimonialXss = xssKind({ description: testimonialDescription, letter: 'T' });

/** The values of every field that takes no markup payload. */
export const TESTIMONIAL_BASE = { rating: 5, featured: true };

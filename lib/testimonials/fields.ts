import { number, paragraph, plain, text, toggle } from '@/lib/forms/fields';
import { describeRecord } from '@/lib/forms/record';

// A testimonial, described once: the API's schema (lib/testimonials/input.ts), the admin's form and
// the translation status follow from it (docs/decisions/record-descriptions.md).
export const testimonialDescription = describeRecord({
  fields: {
    client_name: plain(200),
    role: text(200),
    company: plain(200),
    project_type: text(200),
    testimonial: paragraph(3000, { lines: 5 }),
    rating: number(1, 5, { initial: 5, widget: 'rating' }),
    featured: toggle(),
  },
  sections: [
    { key: 'client', fields: ['client_name', 'role', 'company', 'project_type'] },
    { key: 'quote', fields: ['testimonial', 'rating', 'featured'] },
  ],
  list: {
    title: 'client_name',
    tags: [{ field: 'featured', is: true, look: 'featured' }],
    details: ['role', 'company', 'project_type'],
    extra: 'testimonial',
    figure: 'rating',
  },
});

import { group, paragraph, seo, text } from '../fields';

// The testimonials page's own words; the testimonials themselves are edited under Testimonials.
export const testimonialsPage = {
  header: group({ eyebrow: text(80), title: text(120), lead: paragraph(500) }),
  cta: group(
    {
      title: text(120),
      text: paragraph(400),
      ctaContact: text(40, { label: 'First button (to Contact)' }),
      ctaServices: text(40, { label: 'Second button (to Services)' }),
    },
    { label: 'Call to action' },
  ),
  seo: seo(),
} as const;

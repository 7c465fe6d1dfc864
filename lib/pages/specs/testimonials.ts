import { callToAction, group, paragraph, seo, text } from '@/lib/forms/fields';

// The testimonials page's own words; the testimonials themselves are edited under Testimonials.
export const testimonialsPage = {
  header: group({ eyebrow: text(80), title: text(120), lead: paragraph(500) }),
  cta: callToAction(['ctaContact', 'ctaServices']),
  seo: seo(),
} as const;

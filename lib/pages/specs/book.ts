import { group, paragraph, seo, text } from '@/lib/forms/fields';

// The booking page's own words; the free times and the form come from the booking settings and messages.
export const bookPage = {
  header: group({ eyebrow: text(80), title: text(120), lead: paragraph(500) }),
  seo: seo(),
} as const;

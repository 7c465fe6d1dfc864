import { group, paragraph, seo, text } from '@/lib/forms/fields';

// The booking page's own words; the free times and the form come from the booking settings and messages.
// `call` is the panel beside the calendar: what the call is, how it happens, what to bring (who
// you meet is the About page's first person, how long and where come from the booking settings).
export const bookPage = {
  header: group({ eyebrow: text(80), title: text(120), lead: paragraph(500) }),
  call: group({ title: text(80), format: text(160), prepare: paragraph(600) }),
  seo: seo(),
} as const;

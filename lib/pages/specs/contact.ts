import { group, list, paragraph, plain, seo, text } from '@/lib/forms/fields';

export const contactPage = {
  header: group({ eyebrow: text(80), title: text(120), lead: paragraph(500) }),
  details: group({
    title: text(80),
    lead: paragraph(300),
    email: plain(254, { format: 'email' }),
    phone: plain(40),
    location: text(120, { optional: true }),
    hours: text(120, { optional: true }),
    responseTitle: text(80),
    responseText: text(200),
    imageAlt: paragraph(300),
  }),
  social: list({ label: text(80), url: plain(300, { format: 'url' }) }, 8),
  faq: group({ title: text(80), lead: paragraph(300), items: list({ question: text(200), answer: paragraph(1500) }, 16) }),
  seo: seo(),
} as const;

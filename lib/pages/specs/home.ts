import { callToAction, group, list, paragraph, plain, seo, text } from '@/lib/forms/fields';

export const homePage = {
  hero: group({
    eyebrow: text(80),
    title: text(120),
    lead: paragraph(400),
    ctaServices: text(40),
    ctaProjects: text(40),
  }),
  stats: group({
    label: text(80),
    items: list({ value: plain(12), label: text(60) }, 6),
  }),
  services: group({
    title: text(80),
    lead: paragraph(300),
    items: list({ title: text(80), text: paragraph(300) }, 6),
  }),
  featured: group({ title: text(80), lead: paragraph(300), viewAll: text(40) }),
  testimonials: group({ title: text(80), lead: paragraph(300), viewAll: text(40) }),
  // The journal's two newest articles, shown once it has any.
  journal: group({ title: text(80), lead: paragraph(300), viewAll: text(40) }),
  closing: callToAction(['ctaContact', 'ctaTemplates']),
  seo: seo(),
} as const;

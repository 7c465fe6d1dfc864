import { callToAction, group, list, paragraph, plain, seo, text } from '@/lib/forms/fields';

export const homePage = {
  hero: group({
    eyebrow: text(80),
    title: text(120, { label: 'Headline' }),
    lead: paragraph(400),
    ctaServices: text(40, { label: 'First button (to Services)' }),
    ctaProjects: text(40, { label: 'Second button (to Projects)' }),
  }),
  stats: group({
    label: text(80, { help: 'Read by screen readers only: what the figures are.' }),
    items: list({ value: plain(12, { help: 'A figure, as shown: 50+, 98%.' }), label: text(60) }, 'Figure', 6),
  }),
  services: group({
    title: text(80),
    lead: paragraph(300),
    items: list({ title: text(80), text: paragraph(300) }, 'Service', 6),
  }),
  featured: group({ title: text(80), lead: paragraph(300), viewAll: text(40, { label: 'Button' }) }, { label: 'Featured projects' }),
  testimonials: group({ title: text(80), lead: paragraph(300), viewAll: text(40, { label: 'Button' }) }),
  closing: callToAction({ ctaContact: 'Contact', ctaTemplates: 'the shop' }, 'Closing call to action'),
  seo: seo(),
} as const;

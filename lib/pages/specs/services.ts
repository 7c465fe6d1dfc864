import { callToAction, group, list, money, paragraph, seo, text } from '@/lib/forms/fields';

export const servicesPage = {
  header: group({ eyebrow: text(80), title: text(120), lead: paragraph(500) }),
  packages: list(
    {
      title: text(80),
      text: paragraph(500, { label: 'Summary' }),
      price: money({ label: 'Price from' }),
      features: list({ text: text(200) }, 'Feature', 12),
    },
    'Service',
    6,
    { help: 'The id of a service is its anchor on the page (/services#branding).' },
  ),
  process: group({ title: text(80), lead: paragraph(300), steps: list({ title: text(80), text: paragraph(400) }, 'Step', 10) }),
  social: group(
    {
      eyebrow: text(80),
      title: text(120),
      text: paragraph(600),
      features: list({ text: text(200) }, 'Feature', 10),
      cta: text(60, { label: 'Button (to the shop)' }),
    },
    { label: 'Social media design' },
  ),
  cta: callToAction({ ctaContact: 'Contact', ctaProjects: 'Projects' }),
  seo: seo(),
} as const;

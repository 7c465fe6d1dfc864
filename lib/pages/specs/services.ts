import { callToAction, group, list, money, paragraph, seo, text } from '@/lib/forms/fields';

export const servicesPage = {
  header: group({ eyebrow: text(80), title: text(120), lead: paragraph(500) }),
  packages: list(
    {
      title: text(80),
      text: paragraph(500),
      price: money(),
      features: list({ text: text(200) }, 12),
    },
    6,
  ),
  process: group({ title: text(80), lead: paragraph(300), steps: list({ title: text(80), text: paragraph(400) }, 10) }),
  social: group({
    eyebrow: text(80),
    title: text(120),
    text: paragraph(600),
    features: list({ text: text(200) }, 10),
    cta: text(60),
  }),
  cta: callToAction(['ctaContact', 'ctaProjects']),
  seo: seo(),
} as const;

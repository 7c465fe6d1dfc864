import { callToAction, group, image, list, paragraph, plain, seo, text } from '@/lib/forms/fields';

export const aboutPage = {
  header: group({
    eyebrow: text(80),
    title: text(120),
    lead: paragraph(500),
    imageAlt: paragraph(300),
  }),
  philosophy: group({
    eyebrow: text(80),
    title: text(120),
    paragraphs: list({ text: paragraph(800) }, 6),
    quote: paragraph(300),
  }),
  values: group({ title: text(80), lead: paragraph(300), items: list({ title: text(80), text: paragraph(400) }, 8) }),
  journey: group({
    title: text(80),
    lead: paragraph(300),
    items: list({ year: plain(12, { optional: true }), title: text(80), text: paragraph(400) }, 12),
  }),
  team: group({
    title: text(80),
    lead: paragraph(300, { optional: true }),
    people: list({ name: text(80), role: text(80), photo: image(), bio: paragraph(600, { optional: true }) }, 12),
  }),
  cta: callToAction(['ctaContact', 'ctaServices']),
  seo: seo(),
} as const;

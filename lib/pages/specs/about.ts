import { callToAction, group, image, list, paragraph, plain, seo, text } from '@/lib/forms/fields';

export const aboutPage = {
  header: group({
    eyebrow: text(80),
    title: text(120),
    lead: paragraph(500),
    imageAlt: paragraph(300, { label: 'Picture’s alternative text' }),
  }),
  philosophy: group({
    eyebrow: text(80),
    title: text(120),
    paragraphs: list({ text: paragraph(800) }, 'Paragraph', 6),
    quote: paragraph(300),
  }),
  values: group({ title: text(80), lead: paragraph(300), items: list({ title: text(80), text: paragraph(400) }, 'Value', 8) }),
  journey: group({
    title: text(80),
    lead: paragraph(300),
    items: list({ year: plain(12, { optional: true, help: 'As shown: 2021.' }), title: text(80), text: paragraph(400) }, 'Milestone', 12),
  }),
  team: group(
    {
      title: text(80, { help: 'The section shows when it has at least one person.' }),
      lead: paragraph(300, { optional: true }),
      people: list({ name: text(80), role: text(80), photo: image(), bio: paragraph(600, { optional: true }) }, 'Person', 12),
    },
    { label: 'Team' },
  ),
  cta: callToAction({ ctaContact: 'Contact', ctaServices: 'Services' }),
  seo: seo(),
} as const;

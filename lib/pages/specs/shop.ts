import { callToAction, group, list, paragraph, rich, seo, text } from '@/lib/forms/fields';

export const shopPage = {
  header: group({ eyebrow: text(80), title: text(120), lead: paragraph(500) }),
  benefits: group({
    label: text(80),
    items: list({ title: text(80), text: paragraph(300) }, 6),
  }),
  how: group({ title: text(80), lead: paragraph(300), steps: list({ title: text(80), text: paragraph(300) }, 8) }),
  cta: callToAction(['ctaServices', 'ctaContact']),
  categories: list(
    {
      name: text(80),
      description: paragraph(400),
      included: list({ text: text(200) }, 12),
      reviews: list({ name: text(80), role: text(80), text: paragraph(500) }, 4),
    },
    8,
  ),
  product: group({
    includedTitle: text(80),
    reviewsTitle: text(80),
    faqTitle: text(80),
    faq: list({ question: text(200), answer: rich(2000) }, 12),
  }),
  seo: seo(),
} as const;

import { callToAction, group, list, paragraph, rich, seo, text } from '@/lib/forms/fields';

export const shopPage = {
  header: group({ eyebrow: text(80), title: text(120), lead: paragraph(500) }),
  benefits: group({
    label: text(80, { help: 'Read by screen readers only.' }),
    items: list({ title: text(80), text: paragraph(300) }, 'Benefit', 6),
  }),
  how: group(
    { title: text(80), lead: paragraph(300), steps: list({ title: text(80), text: paragraph(300) }, 'Step', 8) },
    { label: 'How it works' },
  ),
  cta: callToAction({ ctaServices: 'Services', ctaContact: 'Contact' }),
  categories: list(
    {
      name: text(80),
      description: paragraph(400),
      included: list({ text: text(200) }, 'Line', 12, { label: 'What’s included' }),
      reviews: list({ name: text(80), role: text(80), text: paragraph(500) }, 'Review', 4),
    },
    'Category',
    8,
    { help: 'A product shows the texts of the category with its id; “other” serves products of no listed category.' },
  ),
  product: group(
    {
      includedTitle: text(80, { label: 'What’s included heading' }),
      reviewsTitle: text(80, { label: 'Reviews heading' }),
      faqTitle: text(80, { label: 'Questions heading' }),
      faq: list({ question: text(200), answer: rich(2000) }, 'Question', 12),
    },
    { label: 'Every product page' },
  ),
  seo: seo(),
} as const;

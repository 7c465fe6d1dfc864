import { group, list, paragraph, plain, seo, text } from '@/lib/forms/fields';

export const contactPage = {
  header: group({ eyebrow: text(80), title: text(120), lead: paragraph(500) }),
  details: group(
    {
      title: text(80),
      lead: paragraph(300),
      email: plain(254, { format: 'email', label: 'E-mail' }),
      phone: plain(40),
      location: text(120, { optional: true, help: 'Shown when set.' }),
      hours: text(120, { optional: true, label: 'Opening hours', help: 'Shown when set.' }),
      responseTitle: text(80, { label: 'Response time heading' }),
      responseText: text(200, { label: 'Response time', help: 'Also shown in the phone menu.' }),
      imageAlt: paragraph(300, { label: 'Picture’s alternative text' }),
    },
    { label: 'Contact details' },
  ),
  social: list({ label: text(80), url: plain(300, { format: 'url', label: 'Address' }) }, 'Social link', 8, { label: 'Social links' }),
  faq: group(
    { title: text(80), lead: paragraph(300), items: list({ question: text(200), answer: paragraph(1500) }, 'Question', 16) },
    { label: 'Questions' },
  ),
  seo: seo(),
} as const;

import { list, paragraph, plain, rich, seo, text } from '@/lib/forms/fields';

/** The privacy policy and the terms: numbered sections of formatted text, with the date of their last change. */
export const legalPage = {
  title: text(120),
  intro: paragraph(800),
  lastUpdated: plain(10, { format: 'date' }),
  sections: list({ title: text(160), body: rich(20000) }, 30),
  seo: seo(),
} as const;

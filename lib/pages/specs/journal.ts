import { group, paragraph, seo, text } from '@/lib/forms/fields';

// The journal's own words; the articles themselves are edited under Journal.
export const journalPage = {
  header: group({ eyebrow: text(80), title: text(120), lead: paragraph(500) }),
  // Shown while the journal (or a topic of it) has no article yet.
  empty: group({ title: text(120), text: paragraph(300) }),
  seo: seo(),
} as const;

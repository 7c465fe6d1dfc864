import { group, paragraph, seo, text } from '@/lib/forms/fields';

// The projects list's own words; the projects themselves are edited under Projects.
export const projectsPage = {
  header: group({ eyebrow: text(80), title: text(120), lead: paragraph(500) }),
  seo: seo(),
} as const;

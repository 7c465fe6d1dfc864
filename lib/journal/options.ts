// The journal's fixed choices (docs/behaviour.md#journal); the API accepts only these. The names
// are keys: each language's label is in messages/<lang>.json under journal.categories.

export const ARTICLE_CATEGORIES = ['process', 'case-story', 'founder-advice'] as const;

export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

export const ARTICLE_TAGS = [
  'branding',
  'web design',
  'social media',
  'e-commerce',
  'copywriting',
  'photography',
  'pricing',
  'process',
  'case story',
  'advice',
] as const;

export type ArticleTag = (typeof ARTICLE_TAGS)[number];

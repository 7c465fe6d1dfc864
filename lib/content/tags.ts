export const TAGS = {
  projects: 'projects',
  testimonials: 'testimonials',
  digitalProducts: 'digital-products',
} as const;

export type ContentTag = (typeof TAGS)[keyof typeof TAGS];

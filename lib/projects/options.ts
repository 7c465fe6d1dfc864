// The fixed choices of the project form (docs/behaviour.md#project-form). The API accepts only
// these, so the public filters and the form always agree.

export const PROJECT_CATEGORIES = [
  'Branding',
  'Website Design',
  'Branding & Website',
  'E-commerce',
  'Digital Marketing',
  'Print Design',
  'Package Design',
  'Logo Design',
  'UI/UX Design',
] as const;

export const PROJECT_TAGS = [
  'branding',
  'web design',
  'catalog design',
  'social media design',
  'templates',
  'courses',
  'digital resources',
  'ecommerce',
  'luxury',
  'beauty',
  'fashion',
  'technology',
  'healthcare',
  'food',
  'corporate',
] as const;

export type ProjectCategory = (typeof PROJECT_CATEGORIES)[number];
export type ProjectTag = (typeof PROJECT_TAGS)[number];

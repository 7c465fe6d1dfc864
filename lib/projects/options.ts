// The form's fixed choices (docs/behaviour.md#project-form); the API accepts only these.

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

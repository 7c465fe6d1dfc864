/** The category filter of the project list, in display order (docs/behaviour.md#project-list). */
export const PROJECT_FILTERS = ['all', 'Branding', 'Website', 'Branding & Website', 'E-commerce'] as const;

export type ProjectFilter = (typeof PROJECT_FILTERS)[number];

/** Message key of each filter's label in the `ProjectsPage.filters` messages. */
export const FILTER_LABEL_KEYS: Record<ProjectFilter, string> = {
  all: 'all',
  Branding: 'branding',
  Website: 'website',
  'Branding & Website': 'brandingWebsite',
  'E-commerce': 'ecommerce',
};

/**
 * Whether a project of `category` is shown under `filter`: every project under 'all', otherwise
 * when the category contains the filter value, ignoring case ('Website' matches 'Website Design'
 * and 'Branding & Website').
 */
export function matchesFilter(category: string, filter: ProjectFilter): boolean {
  if (filter === 'all') return true;
  return category.toLowerCase().includes(filter.toLowerCase());
}

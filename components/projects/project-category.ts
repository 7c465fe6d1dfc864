import type messages from '@/messages/en.json';

/**
 * The project categories the admin form offers (docs/behaviour.md#project-form), with their message
 * keys under `ProjectCard.categories`. Other categories, from older records, are shown as stored.
 */
/** A key under `ProjectCard.categories` in every language's messages. */
export type CategoryMessageKey = keyof (typeof messages)['ProjectCard']['categories'];

const CATEGORY_KEYS: Record<string, CategoryMessageKey> = {
  branding: 'branding',
  'website design': 'websiteDesign',
  'branding & website': 'brandingWebsite',
  'e-commerce': 'ecommerce',
  'digital marketing': 'digitalMarketing',
  'print design': 'printDesign',
  'package design': 'packageDesign',
  'logo design': 'logoDesign',
  'ui/ux design': 'uiUxDesign',
};

/** The message key of a known category, or null for one that is shown as stored. */
export function categoryMessageKey(category: string): CategoryMessageKey | null {
  return CATEGORY_KEYS[category.trim().toLowerCase()] ?? null;
}

import type { ProjectTag } from '@/lib/projects/options';
import type messages from '@/messages/en.json';

/** A key under `ProjectCard.tagLabels` in every language's messages. */
export type TagMessageKey = keyof (typeof messages)['ProjectCard']['tagLabels'];

/**
 * The project tags the admin form offers (docs/behaviour.md#project-form), with their message keys
 * under `ProjectCard.tagLabels`. The stored value stays the English one (filters, API); only its label
 * is translated. Other tags, from older records, are shown as stored.
 */
const TAG_KEYS: Record<ProjectTag, TagMessageKey> = {
  branding: 'branding',
  'web design': 'webDesign',
  'catalog design': 'catalogDesign',
  'social media design': 'socialMediaDesign',
  templates: 'templates',
  courses: 'courses',
  'digital resources': 'digitalResources',
  ecommerce: 'ecommerce',
  luxury: 'luxury',
  beauty: 'beauty',
  fashion: 'fashion',
  technology: 'technology',
  healthcare: 'healthcare',
  food: 'food',
  corporate: 'corporate',
};

/** The message key of a known tag, or null for one that is shown as stored. */
export function tagMessageKey(tag: string): TagMessageKey | null {
  return (TAG_KEYS as Record<string, TagMessageKey>)[tag.trim().toLowerCase()] ?? null;
}

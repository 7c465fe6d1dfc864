import type { Localized } from '@/i18n/localized';
import { routing } from '@/i18n/routing';
import type { AdminProject, ProjectInput, ProjectStatus } from '@/lib/projects/input';
import { richTextIsEmpty } from '@/lib/rich-text/empty';
import { PROJECT_CATEGORIES, PROJECT_TAGS, type ProjectCategory, type ProjectTag } from '@/lib/projects/options';
import { DEFAULT_LOCALE, localizedAt, localizedInput, localizedPayload, type LocalizedInput } from '@/components/admin/ui/localized-values';

// The project form's values as the inputs hold them (strings; a translatable text one per
// language), and the body sent to the API.

/** A gallery image with its alt text and caption per language: kept together, so removing an image removes its texts. */
export interface GalleryImage {
  url: string;
  alt: LocalizedInput;
  caption: LocalizedInput;
}

/** The body's translatable texts: one input per configured language each. */
export type LocalizedField =
  'title' | 'hero_image_alt' | 'short_description' | 'full_description' | 'project_timeline' | 'seo_title' | 'seo_description';

/** The body's fields that are not one text input each. */
type NonTextField =
  'category' | 'featured' | 'status' | 'image_gallery' | 'image_gallery_alt' | 'image_gallery_caption' | 'tags' | LocalizedField;

/**
 * The form's values: every other field of the body (lib/projects/input.ts, from the table) as its
 * input holds it, a string (`completion_date` as a date input's `YYYY-MM-DD` or '', `year` as
 * typed), so a column added to the body is a type error here until the form has it.
 */
export type ProjectFormValues = { [Field in Exclude<keyof ProjectInput, NonTextField>]-?: string } & {
  [Field in LocalizedField]: LocalizedInput;
} & {
  category: ProjectCategory | '';
  featured: boolean;
  status: ProjectStatus;
  /** The gallery with each image's alt texts and captions (sent as image_gallery, image_gallery_alt and image_gallery_caption). */
  image_gallery: GalleryImage[];
  tags: ProjectTag[];
};

/**
 * The required fields (docs/behaviour.md#project-form), in the order the form shows them, and the
 * default language's alt texts: every picture the form adds is described for those who cannot see
 * it (`image_gallery` stands for the gallery's alt texts). A translatable field is required in the
 * default language only.
 */
export const REQUIRED_FIELDS = [
  'title',
  'slug',
  'category',
  'hero_image',
  'hero_image_alt',
  'image_gallery',
  'short_description',
  'full_description',
] as const;
export type RequiredField = (typeof REQUIRED_FIELDS)[number];

const isCategory = (value: string): value is ProjectCategory => (PROJECT_CATEGORIES as readonly string[]).includes(value);
const isTag = (value: string): value is ProjectTag => (PROJECT_TAGS as readonly string[]).includes(value);

/** The form's starting values: empty for a new project, the stored ones (with legacy fallbacks) for an edit. */
export function valuesFromProject(project: AdminProject | null): ProjectFormValues {
  return {
    title: localizedInput(project?.title),
    slug: project?.slug ?? '',
    category: project && isCategory(project.category) ? project.category : '',
    featured: project?.featured ?? false,
    status: project?.status === 'draft' ? 'draft' : 'published',
    hero_image: project?.hero_image || project?.image_url || '',
    hero_image_alt: localizedInput(project?.hero_image_alt),
    short_description: localizedInput(project?.short_description, project?.description ?? ''),
    full_description: localizedInput(project?.full_description, project?.description ?? ''),
    client_name: project?.client_name ?? '',
    // The stored value is a midnight-UTC datetime; the date input wants its day.
    completion_date: project?.completion_date ? project.completion_date.slice(0, 10) : '',
    year: project?.year != null ? String(project.year) : '',
    project_timeline: localizedInput(project?.project_timeline),
    video_url: project?.video_url ?? '',
    image_gallery: (project?.image_gallery ?? []).map((url, index) => ({
      url,
      alt: localizedAt(project?.image_gallery_alt, index),
      caption: localizedAt(project?.image_gallery_caption, index),
    })),
    tags: (project?.tags ?? []).filter(isTag),
    seo_title: localizedInput(project?.seo_title),
    seo_description: localizedInput(project?.seo_description),
  };
}

/** The position of the first gallery image without an alt text in the default language, or -1. */
export const firstGalleryImageWithoutAlt = (values: ProjectFormValues): number =>
  values.image_gallery.findIndex((image) => image.alt[DEFAULT_LOCALE].trim() === '');

/** A field's text as required: a translatable one's in the default language. */
const requiredText = (value: string | LocalizedInput): string => (typeof value === 'string' ? value : value[DEFAULT_LOCALE]);

function isEmpty(values: ProjectFormValues, field: RequiredField): boolean {
  switch (field) {
    case 'full_description':
      return richTextIsEmpty(values.full_description[DEFAULT_LOCALE]);
    case 'hero_image_alt':
      // Asked for once there is a picture to describe.
      return values.hero_image.trim() !== '' && values.hero_image_alt[DEFAULT_LOCALE].trim() === '';
    case 'image_gallery':
      return firstGalleryImageWithoutAlt(values) !== -1;
    default:
      return requiredText(values[field]).trim() === '';
  }
}

/** The required fields that are empty after trimming, in form order. */
export function invalidFields(values: ProjectFormValues): RequiredField[] {
  return REQUIRED_FIELDS.filter((field) => isEmpty(values, field));
}

const optional = (value: string) => value.trim() || null;

/** Each language's alt texts or captions, by position in the gallery ('' where an image has none). */
export const galleryTexts = (images: readonly GalleryImage[], field: 'alt' | 'caption'): Localized<string[]> =>
  Object.fromEntries(routing.locales.map((locale) => [locale, images.map((image) => image[field][locale].trim())]));

/**
 * The JSON body of calls 7 and 8: every field, trimmed, with null for an empty optional one; a
 * translatable text as an object with the languages that have one (blank translations left out).
 */
export function projectPayload(values: ProjectFormValues): ProjectInput {
  const year = values.year.trim();
  return {
    // Required: the checks above have made sure of the default language's text.
    title: localizedPayload(values.title) ?? {},
    slug: values.slug.trim(),
    category: values.category as ProjectCategory,
    featured: values.featured,
    status: values.status,
    hero_image: values.hero_image.trim(),
    hero_image_alt: localizedPayload(values.hero_image_alt),
    short_description: localizedPayload(values.short_description) ?? {},
    full_description: localizedPayload(values.full_description, richTextIsEmpty) ?? {},
    client_name: optional(values.client_name),
    completion_date: values.completion_date || null,
    year: year ? Number(year) : null,
    project_timeline: localizedPayload(values.project_timeline),
    video_url: optional(values.video_url),
    image_gallery: values.image_gallery.map((image) => image.url),
    image_gallery_alt: galleryTexts(values.image_gallery, 'alt'),
    image_gallery_caption: galleryTexts(values.image_gallery, 'caption'),
    tags: values.tags,
    seo_title: localizedPayload(values.seo_title),
    seo_description: localizedPayload(values.seo_description),
  };
}

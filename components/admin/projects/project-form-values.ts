import type { AdminProject, ProjectInput, ProjectStatus } from '@/lib/projects/input';
import { richTextIsEmpty } from '@/lib/rich-text/empty';
import { PROJECT_CATEGORIES, PROJECT_TAGS, type ProjectCategory, type ProjectTag } from '@/lib/projects/options';

// The project form's values as the inputs hold them (strings), and the body sent to the API.

/** A gallery image with its alt texts: kept together, so removing an image removes its texts. */
export interface GalleryImage {
  url: string;
  alt: string;
  alt_no: string;
}

/** The body's fields that are not one text input each. */
type NonTextField = 'category' | 'featured' | 'status' | 'image_gallery' | 'image_gallery_alt' | 'image_gallery_alt_no' | 'tags';

/**
 * The form's values: every other field of the body (lib/projects/input.ts, from the table) as its
 * input holds it, a string (`completion_date` as a date input's `YYYY-MM-DD` or '', `year` as
 * typed), so a column added to the body is a type error here until the form has it.
 */
export type ProjectFormValues = { [Field in Exclude<keyof ProjectInput, NonTextField>]-?: string } & {
  category: ProjectCategory | '';
  featured: boolean;
  status: ProjectStatus;
  /** The gallery with each image's alt texts (sent as image_gallery and the two alt lists). */
  image_gallery: GalleryImage[];
  tags: ProjectTag[];
};

/**
 * The required fields (docs/behaviour.md#project-form), in the order the form shows them, and the
 * English alt texts: every picture the form adds is described for those who cannot see it
 * (`image_gallery` stands for the gallery's alt texts).
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
    title: project?.title ?? '',
    title_no: project?.title_no ?? '',
    slug: project?.slug ?? '',
    category: project && isCategory(project.category) ? project.category : '',
    featured: project?.featured ?? false,
    status: project?.status === 'draft' ? 'draft' : 'published',
    hero_image: project?.hero_image || project?.image_url || '',
    hero_image_alt: project?.hero_image_alt ?? '',
    hero_image_alt_no: project?.hero_image_alt_no ?? '',
    short_description: project?.short_description || project?.description || '',
    short_description_no: project?.short_description_no ?? '',
    full_description: project?.full_description || project?.description || '',
    full_description_no: project?.full_description_no ?? '',
    client_name: project?.client_name ?? '',
    // The stored value is a midnight-UTC datetime; the date input wants its day.
    completion_date: project?.completion_date ? project.completion_date.slice(0, 10) : '',
    year: project?.year != null ? String(project.year) : '',
    project_timeline: project?.project_timeline ?? '',
    project_timeline_no: project?.project_timeline_no ?? '',
    video_url: project?.video_url ?? '',
    image_gallery: (project?.image_gallery ?? []).map((url, index) => ({
      url,
      alt: project?.image_gallery_alt[index] ?? '',
      alt_no: project?.image_gallery_alt_no[index] ?? '',
    })),
    tags: (project?.tags ?? []).filter(isTag),
    seo_title: project?.seo_title ?? '',
    seo_title_no: project?.seo_title_no ?? '',
    seo_description: project?.seo_description ?? '',
    seo_description_no: project?.seo_description_no ?? '',
  };
}

/** The position of the first gallery image without an English alt text, or -1. */
export const firstGalleryImageWithoutAlt = (values: ProjectFormValues): number =>
  values.image_gallery.findIndex((image) => image.alt.trim() === '');

function isEmpty(values: ProjectFormValues, field: RequiredField): boolean {
  switch (field) {
    case 'full_description':
      return richTextIsEmpty(values.full_description);
    case 'hero_image_alt':
      // Asked for once there is a picture to describe.
      return values.hero_image.trim() !== '' && values.hero_image_alt.trim() === '';
    case 'image_gallery':
      return firstGalleryImageWithoutAlt(values) !== -1;
    default:
      return values[field].trim() === '';
  }
}

/** The required fields that are empty after trimming, in form order. */
export function invalidFields(values: ProjectFormValues): RequiredField[] {
  return REQUIRED_FIELDS.filter((field) => isEmpty(values, field));
}

const optional = (value: string) => value.trim() || null;
const optionalRichText = (html: string) => (richTextIsEmpty(html) ? null : html);

/** The JSON body of calls 7 and 8: every field, trimmed, with null for an empty optional one. */
export function projectPayload(values: ProjectFormValues): ProjectInput {
  const year = values.year.trim();
  return {
    title: values.title.trim(),
    title_no: optional(values.title_no),
    slug: values.slug.trim(),
    category: values.category as ProjectCategory,
    featured: values.featured,
    status: values.status,
    hero_image: values.hero_image.trim(),
    hero_image_alt: optional(values.hero_image_alt),
    hero_image_alt_no: optional(values.hero_image_alt_no),
    short_description: values.short_description.trim(),
    short_description_no: optional(values.short_description_no),
    full_description: values.full_description,
    full_description_no: optionalRichText(values.full_description_no),
    client_name: optional(values.client_name),
    completion_date: values.completion_date || null,
    year: year ? Number(year) : null,
    project_timeline: optional(values.project_timeline),
    project_timeline_no: optional(values.project_timeline_no),
    video_url: optional(values.video_url),
    image_gallery: values.image_gallery.map((image) => image.url),
    image_gallery_alt: values.image_gallery.map((image) => image.alt.trim()),
    image_gallery_alt_no: values.image_gallery.map((image) => image.alt_no.trim()),
    tags: values.tags,
    seo_title: optional(values.seo_title),
    seo_title_no: optional(values.seo_title_no),
    seo_description: optional(values.seo_description),
    seo_description_no: optional(values.seo_description_no),
  };
}

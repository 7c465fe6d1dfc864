import type { AdminProject, ProjectInput } from '@/lib/projects/input';
import { PROJECT_CATEGORIES, PROJECT_TAGS, type ProjectCategory, type ProjectTag } from '@/lib/projects/options';

// The project form's values as the inputs hold them (strings), and the body sent to the API.

export interface ProjectFormValues {
  title: string;
  title_no: string;
  slug: string;
  category: ProjectCategory | '';
  featured: boolean;
  hero_image: string;
  short_description: string;
  short_description_no: string;
  full_description: string;
  full_description_no: string;
  client_name: string;
  /** `YYYY-MM-DD` as a date input holds it, or ''. */
  completion_date: string;
  year: string;
  project_timeline: string;
  project_timeline_no: string;
  video_url: string;
  image_gallery: string[];
  tags: ProjectTag[];
}

/** The required fields (SPEC section 5), in the order the form shows them. */
export const REQUIRED_FIELDS = ['title', 'slug', 'category', 'hero_image', 'short_description', 'full_description'] as const;
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
    hero_image: project?.hero_image || project?.image_url || '',
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
    image_gallery: project?.image_gallery ?? [],
    tags: (project?.tags ?? []).filter(isTag),
  };
}

/** True for editor HTML with no text in it, like the `<p></p>` of an emptied editor. */
export function richTextIsEmpty(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;/g, ' ')
      .trim() === ''
  );
}

/** The required fields that are empty after trimming, in form order. */
export function invalidFields(values: ProjectFormValues): RequiredField[] {
  return REQUIRED_FIELDS.filter((field) =>
    field === 'full_description' ? richTextIsEmpty(values.full_description) : values[field].trim() === '',
  );
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
    hero_image: values.hero_image.trim(),
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
    image_gallery: values.image_gallery,
    tags: values.tags,
  };
}

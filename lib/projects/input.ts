import { embeddableVideoUrl } from '@/lib/security/video-embeds.mjs';
import { type ApiRecord } from '@/lib/db/column-names';
import { projects } from '@/lib/db/schema';
import { z } from '@/lib/zod';
import { PROJECT_CATEGORIES, PROJECT_TAGS } from './options';
import { SLUG_PATTERN } from './slug';

// The body of POST /api/projects and PUT /api/projects/{id} (SPEC section 7, calls 7 and 8),
// shared by the admin form (to type its values) and the handlers (to validate them).
// Required messages are the form's own (SPEC section 5), so client and server speak alike.

export const PROJECT_LIMITS = {
  title: 200,
  slug: 120,
  shortDescription: 600,
  // Rich text as HTML; the editor embeds no images, so this is far above any real case study.
  fullDescription: 200_000,
  clientName: 200,
  projectTimeline: 200,
  url: 2048,
  gallery: 50,
  /** An image's alt text: a sentence or two; screen readers read it whole. */
  alt: 300,
  // Hard limits, those of the texts they replace; the form shows the search engines' guidance
  // (SEO_GUIDANCE) beside them.
  seoTitle: 200,
  seoDescription: 600,
} as const;

/** What search engines show before cutting off, as the form's character counts suggest. */
export const SEO_GUIDANCE = { title: 70, description: 160 } as const;

/** A draft is seen by the signed-in admin only (preview); published projects are public. */
export const PROJECT_STATUSES = ['draft', 'published'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** Two rich texts at their limit plus the other fields, with room for JSON escaping. */
export const PROJECT_BODY_MAX_BYTES = 1024 * 1024;

const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `must be at most ${max} characters`);

/** An optional text: blank becomes null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

// A path on this site made of URL path characters only: no query or fragment, no quote, space
// or backslash. next/image throws for a site path with a query string (images.localPatterns
// allows none), which made every page showing the project answer 500.
const SITE_IMAGE_PATH = /^\/(?![/\\])[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*$/;

/**
 * A picture address: one of this site's own files ("/uploads/…" from an upload, "/images/…").
 * Pictures from other sites are refused: pages show these through Next's image optimizer, which
 * fetches no other hosts (it would otherwise be a way to make the server request any address);
 * the admin uploads them instead, which also strips their metadata.
 */
export const imageAddress = z
  .string()
  .trim()
  .max(PROJECT_LIMITS.url)
  .regex(SITE_IMAGE_PATH, 'must be a site path such as /uploads/… (upload pictures from other sites; no query or fragment)');

/** A video player's address on one of `hosts` (VIDEO_EMBED_HOSTS), framed on the project page. */
const videoUrl = (hosts: readonly string[]) =>
  z
    .string()
    .trim()
    .max(PROJECT_LIMITS.url)
    .nullish()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || /^https?:\/\/[^\s]+$/i.test(value), { message: 'must be an http(s) URL', abort: true })
    .refine((value) => value === null || embeddableVideoUrl(value, hosts) !== null, {
      message: `must be a video player address on one of these hosts: ${hosts.join(', ')}`,
    });

/**
 * Alt texts of the gallery, by position in image_gallery. Absent (as from the spec's clients) is
 * an empty list: pages then fall back to a generated text (lib/projects/alt-text.ts).
 */
const altList = z
  .array(
    // '' where an image has no text yet: a list of strings, so positions stay plain.
    z.string().trim().max(PROJECT_LIMITS.alt, `must be at most ${PROJECT_LIMITS.alt} characters`),
  )
  .max(PROJECT_LIMITS.gallery, `at most ${PROJECT_LIMITS.gallery} alt texts`)
  .nullish()
  .transform((value) => value ?? []);

/** The years a project may be dated to, by its year or by its completion date. */
const YEARS = { min: 1900, max: 2100 } as const;

// ISO date-time, or a bare date from a date input (taken as midnight UTC). The range also keeps
// out dates Postgres cannot store, such as 0000-01-01 (there is no year 0).
const completionDate = z
  .union([z.iso.datetime({ offset: true }), z.iso.date()], { error: 'must be an ISO date such as 2024-01-05' })
  .nullish()
  .transform((value) => (value ? new Date(value.length === 10 ? `${value}T00:00:00Z` : value) : null))
  .refine((date) => date === null || (date.getUTCFullYear() >= YEARS.min && date.getUTCFullYear() <= YEARS.max), {
    message: `must be a date between ${YEARS.min} and ${YEARS.max}`,
  });

/**
 * The body schema. It takes the allowed video hosts from the server's configuration, which this
 * module cannot read: the admin form's browser code imports it too.
 */
export function projectInputSchema(videoHosts: readonly string[]) {
  return projectFields(videoHosts)
    .superRefine((input, context) => {
      // A text beyond the last image would describe nothing, or the wrong image after a removal.
      for (const field of ['image_gallery_alt', 'image_gallery_alt_no'] as const) {
        if (input[field].length > input.image_gallery.length) {
          context.addIssue({ code: 'custom', path: [field], message: 'must have at most one text per gallery image, in the same order' });
        }
      }
    })
    .transform((input) => ({
      ...input,
      // Stored aligned with the gallery: one entry per image, '' where no text was given.
      image_gallery_alt: alignedWith(input.image_gallery, input.image_gallery_alt),
      image_gallery_alt_no: alignedWith(input.image_gallery, input.image_gallery_alt_no),
    }));
}

const alignedWith = (images: readonly string[], texts: readonly string[]) => images.map((_, index) => texts[index] ?? '');

function projectFields(videoHosts: readonly string[]) {
  return z.object({
    // Absent means published, so the spec's clients (which know no drafts) keep publishing.
    status: z.enum(PROJECT_STATUSES, { error: `must be one of: ${PROJECT_STATUSES.join(', ')}` }).default('published'),
    title: required('Title is required', PROJECT_LIMITS.title),
    title_no: optionalText(PROJECT_LIMITS.title),
    slug: required('Slug is required', PROJECT_LIMITS.slug).regex(SLUG_PATTERN, 'Slug may only contain lowercase letters, digits and single hyphens'),
    category: z.enum(PROJECT_CATEGORIES, { error: 'Category is required' }),
    featured: z.boolean().default(false),
    hero_image: z.string({ error: 'Hero image is required' }).trim().min(1, 'Hero image is required').pipe(imageAddress),
    short_description: required('Short description is required', PROJECT_LIMITS.shortDescription),
    short_description_no: optionalText(PROJECT_LIMITS.shortDescription),
    full_description: required('Full description is required', PROJECT_LIMITS.fullDescription),
    full_description_no: optionalText(PROJECT_LIMITS.fullDescription),
    client_name: optionalText(PROJECT_LIMITS.clientName),
    completion_date: completionDate,
    year: z.number().int().min(YEARS.min).max(YEARS.max).nullish().transform((value) => value ?? null),
    project_timeline: optionalText(PROJECT_LIMITS.projectTimeline),
    project_timeline_no: optionalText(PROJECT_LIMITS.projectTimeline),
    video_url: videoUrl(videoHosts),
    image_gallery: z.array(imageAddress).max(PROJECT_LIMITS.gallery, `at most ${PROJECT_LIMITS.gallery} gallery images`).default([]),
    tags: z
      .array(z.enum(PROJECT_TAGS, { error: `each tag must be one of: ${PROJECT_TAGS.join(', ')}` }))
      .default([])
      .transform((tags) => [...new Set(tags)]),
    hero_image_alt: optionalText(PROJECT_LIMITS.alt),
    hero_image_alt_no: optionalText(PROJECT_LIMITS.alt),
    image_gallery_alt: altList,
    image_gallery_alt_no: altList,
    seo_title: optionalText(PROJECT_LIMITS.seoTitle),
    seo_title_no: optionalText(PROJECT_LIMITS.seoTitle),
    seo_description: optionalText(PROJECT_LIMITS.seoDescription),
    seo_description_no: optionalText(PROJECT_LIMITS.seoDescription),
  });
}

/** What a client sends (dates as strings). */
export type ProjectInput = z.input<ReturnType<typeof projectInputSchema>>;
/** What the handlers store (dates parsed, blanks as null). */
export type ParsedProjectInput = z.output<ReturnType<typeof projectInputSchema>>;

/**
 * A project as the admin edits it: every column, the English fields and their Norwegian
 * counterparts, as stored (GET /api/admin/projects). Public readers get one language (`Project`).
 */
export type AdminProject = ApiRecord<typeof projects>;

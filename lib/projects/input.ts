import { createInsertSchema, optionalText, requiredText } from '@/lib/db/column-schemas';
import { embeddableVideoUrl } from '@/lib/security/video-embeds.mjs';
import { withColumnNames, type ApiRecord } from '@/lib/db/column-names';
import { projects } from '@/lib/db/schema';
import { z } from '@/lib/zod';
import { PROJECT_CATEGORIES, PROJECT_TAGS } from './options';
import { SLUG_PATTERN } from './slug';

// The body of POST /api/projects and PUT /api/projects/{id} (docs/behaviour.md#content-api), shared
// by the admin form (to type its values) and the handlers (to validate them). Required messages are
// the form's own (docs/behaviour.md#project-form), so client and server speak alike.

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
 * Alt texts of the gallery, by position in image_gallery. Absent (as from older API clients) is
 * an empty list: pages then fall back to one made of the title (components/projects/project-alt.ts, project-gallery.tsx).
 */
const altList = z
  .array(
    // '' where an image has no text yet: a list of strings, so positions stay plain.
    z.string().trim().max(PROJECT_LIMITS.alt, `must be at most ${PROJECT_LIMITS.alt} characters`),
  )
  .max(PROJECT_LIMITS.gallery, `at most ${PROJECT_LIMITS.gallery} alt texts`)
  .nullable()
  .transform((value) => value ?? [])
  .default([]);

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
 * The fields of a project body, derived from the `projects` table: which fields there are, and
 * which may be null or left out, come from lib/db/schema.ts; this adds what the table does not
 * say (lengths, trimming, the form's messages, the allowed values). Each refinement gets the
 * column's own schema; drizzle-zod then makes it nullable and optional as the column is, so an
 * optional text ends in `.default(null)`: absent is null, and a save clears the field rather than
 * keeping what was stored.
 */
function projectColumns(videoHosts: readonly string[]) {
  return createInsertSchema(projects, {
    slug: (column) =>
      requiredText(
        'Slug is required',
        PROJECT_LIMITS.slug,
      )(column).regex(SLUG_PATTERN, 'Slug may only contain lowercase letters, digits and single hyphens'),
    title: requiredText('Title is required', PROJECT_LIMITS.title),
    titleNo: optionalText(PROJECT_LIMITS.title),
    category: () => z.enum(PROJECT_CATEGORIES, { error: 'Category is required' }),
    // A save replaces every field: absent means not featured, not "keep what was stored".
    featured: (column) => column.default(false),
    // Required of a body although the column allows null (records imported with image_url only):
    // given as a schema, which drizzle-zod takes as it is.
    heroImage: z.string({ error: 'Hero image is required' }).trim().min(1, 'Hero image is required').pipe(imageAddress),
    shortDescription: requiredText('Short description is required', PROJECT_LIMITS.shortDescription),
    shortDescriptionNo: optionalText(PROJECT_LIMITS.shortDescription),
    fullDescription: requiredText('Full description is required', PROJECT_LIMITS.fullDescription),
    fullDescriptionNo: optionalText(PROJECT_LIMITS.fullDescription),
    clientName: optionalText(PROJECT_LIMITS.clientName),
    // Sent as an ISO string (JSON has no dates), stored as the timestamp the column holds.
    // (`.default(null)`: drizzle-zod's optional wrapper leaves an absent key undefined otherwise,
    // and a save would then keep the stored value instead of clearing it.)
    completionDate: () => completionDate.default(null),
    year: (column) => column.min(YEARS.min).max(YEARS.max).nullable().default(null),
    projectTimeline: optionalText(PROJECT_LIMITS.projectTimeline),
    projectTimelineNo: optionalText(PROJECT_LIMITS.projectTimeline),
    videoUrl: () => videoUrl(videoHosts).default(null),
    imageGallery: () => z.array(imageAddress).max(PROJECT_LIMITS.gallery, `at most ${PROJECT_LIMITS.gallery} gallery images`).default([]),
    imageGalleryAlt: () => altList,
    imageGalleryAltNo: () => altList,
    heroImageAlt: optionalText(PROJECT_LIMITS.alt),
    heroImageAltNo: optionalText(PROJECT_LIMITS.alt),
    tags: () =>
      z
        .array(z.enum(PROJECT_TAGS, { error: `each tag must be one of: ${PROJECT_TAGS.join(', ')}` }))
        .default([])
        .transform((tags) => [...new Set(tags)]),
    // Absent means published, so older API clients (which know no drafts) keep publishing.
    status: () => z.enum(PROJECT_STATUSES, { error: `must be one of: ${PROJECT_STATUSES.join(', ')}` }).default('published'),
    seoTitle: optionalText(PROJECT_LIMITS.seoTitle),
    seoTitleNo: optionalText(PROJECT_LIMITS.seoTitle),
    seoDescription: optionalText(PROJECT_LIMITS.seoDescription),
    seoDescriptionNo: optionalText(PROJECT_LIMITS.seoDescription),
    // Set by the server (id, the dates) or kept from an import (image_url, description); ignored in a body.
  }).omit({ id: true, createdAt: true, updatedAt: true, imageUrl: true, description: true });
}

/**
 * The body schema, by the API's field names (hero_image, title_no, …); the parsed values are keyed
 * like the table. It takes the allowed video hosts from the server's configuration, which this
 * module cannot read: the admin form's browser code imports it too.
 */
export function projectInputSchema(videoHosts: readonly string[]) {
  return withColumnNames(projects, projectColumns(videoHosts)).transform((values, context) => {
    // A text beyond the last image would describe nothing, or the wrong image after a removal.
    // Checked here, where the fields are known to be valid (refinements also run after failures).
    for (const [key, field] of [
      ['imageGalleryAlt', 'image_gallery_alt'],
      ['imageGalleryAltNo', 'image_gallery_alt_no'],
    ] as const) {
      if (values[key].length > values.imageGallery.length) {
        context.issues.push({
          code: 'custom',
          path: [field],
          message: 'must have at most one text per gallery image, in the same order',
          input: values[key],
        });
      }
    }
    if (context.issues.length > 0) return z.NEVER;
    // Stored aligned with the gallery: one entry per image, '' where no text was given.
    return {
      ...values,
      imageGalleryAlt: alignedWith(values.imageGallery, values.imageGalleryAlt),
      imageGalleryAltNo: alignedWith(values.imageGallery, values.imageGalleryAltNo),
    };
  });
}

const alignedWith = (images: readonly string[], texts: readonly string[]) => images.map((_, index) => texts[index] ?? '');

/** What a client sends (dates as strings). */
export type ProjectInput = z.input<ReturnType<typeof projectInputSchema>>;
/** What the handlers store: keyed like the table, dates parsed, blanks as null. */
export type ParsedProjectInput = z.output<ReturnType<typeof projectInputSchema>>;

/**
 * A project as the admin edits it: every column, the English fields and their Norwegian
 * counterparts, as stored (GET /api/admin/projects). Public readers get one language (`Project`).
 */
export type AdminProject = ApiRecord<typeof projects>;

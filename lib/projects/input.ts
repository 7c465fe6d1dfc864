import { embeddableVideoUrl } from '@/lib/security/video-embeds.mjs';
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
} as const;

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
  return z.object({
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
  });
}

/** What a client sends (dates as strings). */
export type ProjectInput = z.input<ReturnType<typeof projectInputSchema>>;
/** What the handlers store (dates parsed, blanks as null). */
export type ParsedProjectInput = z.output<ReturnType<typeof projectInputSchema>>;

/**
 * A project as the admin edits it: the English fields and their Norwegian counterparts, as
 * stored (GET /api/admin/projects). Public readers get one language (`Project`).
 */
export interface AdminProject {
  id: string;
  slug: string;
  title: string;
  title_no: string | null;
  category: string;
  featured: boolean;
  hero_image: string | null;
  image_url: string | null;
  short_description: string;
  short_description_no: string | null;
  description: string | null;
  full_description: string;
  full_description_no: string | null;
  client_name: string | null;
  completion_date: string | null;
  year: number | null;
  project_timeline: string | null;
  project_timeline_no: string | null;
  video_url: string | null;
  image_gallery: string[];
  tags: string[];
  created_at: string;
}

import { DEFAULT_LOCALE } from '@/i18n/localized';
import { localizedList, optionalLocalizedText, requiredLocalizedText } from '@/i18n/localized-input';
import { createInsertSchema, optionalText, requiredText } from '@/lib/db/column-schemas';
import { embeddableVideoUrl } from '@/lib/security/video-embeds.mjs';
import { withColumnNames, type AdminRecord } from '@/lib/db/column-names';
import { projects } from '@/lib/db/schema';
import type { Locale } from '@/i18n/routing';
import { z } from '@/lib/zod';
import { PROJECT_CATEGORIES, PROJECT_TAGS } from './options';
import { SLUG_PATTERN } from './slug';

export const PROJECT_LIMITS = {
  title: 200,
  slug: 120,
  shortDescription: 600,
  fullDescription: 200_000,
  clientName: 200,
  projectTimeline: 200,
  url: 2048,
  gallery: 50,
  alt: 300,
  caption: 300,
  seoTitle: 200,
  seoDescription: 600,
} as const;

export const SEO_GUIDANCE = { title: 70, description: 160 } as const;

export const PROJECT_STATUSES = ['draft', 'published'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const PROJECT_BODY_MAX_BYTES = 1024 * 1024;

// No query or fragment: next/image throws on one, which made every page showing the project a 500.
const SITE_IMAGE_PATH = /^\/(?![/\\])[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*$/;

/** This site's own pictures only: pages show them through the image optimizer, which fetches no other host. */
export const imageAddress = z
  .string()
  .trim()
  .max(PROJECT_LIMITS.url)
  .regex(SITE_IMAGE_PATH, 'must be a site path such as /uploads/… (upload pictures from other sites; no query or fragment)');

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

/** Per language, by position in image_gallery; absent (older clients) is none: pages fall back to the title. */
const altTexts = localizedList(
  z
    .array(
      // '' where an image has no text yet: a list of strings, so positions stay plain.
      z.string().trim().max(PROJECT_LIMITS.alt, `must be at most ${PROJECT_LIMITS.alt} characters`),
    )
    .max(PROJECT_LIMITS.gallery, `at most ${PROJECT_LIMITS.gallery} alt texts`),
);

/** Per language, by position in image_gallery, like the alt texts: shown under each image. */
const captionTexts = localizedList(
  z
    .array(z.string().trim().max(PROJECT_LIMITS.caption, `must be at most ${PROJECT_LIMITS.caption} characters`))
    .max(PROJECT_LIMITS.gallery, `at most ${PROJECT_LIMITS.gallery} captions`),
);

const YEARS = { min: 1900, max: 2100 } as const;

// ISO date-time, or a date input's day (midnight UTC); the range keeps out 0000-01-01, which Postgres refuses.
const completionDate = z
  .union([z.iso.datetime({ offset: true }), z.iso.date()], { error: 'must be an ISO date such as 2024-01-05' })
  .nullish()
  .transform((value) => (value ? new Date(value.length === 10 ? `${value}T00:00:00Z` : value) : null))
  .refine((date) => date === null || (date.getUTCFullYear() >= YEARS.min && date.getUTCFullYear() <= YEARS.max), {
    message: `must be a date between ${YEARS.min} and ${YEARS.max}`,
  });

/** From the `projects` table; optional texts `.default(null)`, so absent clears the field instead of keeping it. */
function projectColumns(videoHosts: readonly string[]) {
  return createInsertSchema(projects, {
    slug: (column) =>
      requiredText(
        'Slug is required',
        PROJECT_LIMITS.slug,
      )(column).regex(SLUG_PATTERN, 'Slug may only contain lowercase letters, digits and single hyphens'),
    title: requiredLocalizedText('Title is required', PROJECT_LIMITS.title),
    category: () => z.enum(PROJECT_CATEGORIES, { error: 'Category is required' }),
    // A save replaces every field: absent means not featured, not "keep what was stored".
    featured: (column) => column.default(false),
    // Required although the column allows null (imported records have image_url only).
    heroImage: z.string({ error: 'Hero image is required' }).trim().min(1, 'Hero image is required').pipe(imageAddress),
    shortDescription: requiredLocalizedText('Short description is required', PROJECT_LIMITS.shortDescription),
    fullDescription: requiredLocalizedText('Full description is required', PROJECT_LIMITS.fullDescription),
    clientName: optionalText(PROJECT_LIMITS.clientName),
    // An ISO string in JSON; `.default(null)` so that absent clears the stored value.
    completionDate: () => completionDate.default(null),
    year: (column) => column.min(YEARS.min).max(YEARS.max).nullable().default(null),
    projectTimeline: optionalLocalizedText(PROJECT_LIMITS.projectTimeline),
    videoUrl: () => videoUrl(videoHosts).default(null),
    imageGallery: () => z.array(imageAddress).max(PROJECT_LIMITS.gallery, `at most ${PROJECT_LIMITS.gallery} gallery images`).default([]),
    imageGalleryAlt: altTexts,
    imageGalleryCaption: captionTexts,
    heroImageAlt: optionalLocalizedText(PROJECT_LIMITS.alt),
    tags: () =>
      z
        .array(z.enum(PROJECT_TAGS, { error: `each tag must be one of: ${PROJECT_TAGS.join(', ')}` }))
        .default([])
        .transform((tags) => [...new Set(tags)]),
    // Absent means published, so older API clients (which know no drafts) keep publishing.
    status: () => z.enum(PROJECT_STATUSES, { error: `must be one of: ${PROJECT_STATUSES.join(', ')}` }).default('published'),
    seoTitle: optionalLocalizedText(PROJECT_LIMITS.seoTitle),
    seoDescription: optionalLocalizedText(PROJECT_LIMITS.seoDescription),
  }).omit({ id: true, translationBasis: true, createdAt: true, updatedAt: true, imageUrl: true, description: true });
}

/** Video hosts are passed in: the form's browser code imports this module and cannot read the configuration. */
function buildProjectInputSchema(videoHosts: readonly string[]) {
  return withColumnNames(projects, projectColumns(videoHosts)).transform((values, context) => {
    // Checked here, where the fields are valid: a text beyond the last image describes nothing.
    const perImage = { image_gallery_alt: values.imageGalleryAlt, image_gallery_caption: values.imageGalleryCaption };
    for (const [name, field] of Object.entries(perImage)) {
      for (const [locale, texts] of Object.entries(field) as [Locale, string[]][]) {
        if (texts.length > values.imageGallery.length) {
          context.issues.push({
            code: 'custom',
            path: locale === DEFAULT_LOCALE ? [name] : [name, locale],
            message: 'must have at most one text per gallery image, in the same order',
            input: texts,
          });
        }
      }
    }
    if (context.issues.length > 0) return z.NEVER;
    return {
      ...values,
      imageGalleryAlt: alignedEach(values.imageGallery, values.imageGalleryAlt),
      imageGalleryCaption: alignedEach(values.imageGallery, values.imageGalleryCaption),
    };
  });
}

let built: { hosts: string; schema: ReturnType<typeof buildProjectInputSchema> } | undefined;

/**
 * The schema for the configured video hosts, built once: building it took 5 ms, 30 times as long as
 * parsing a body, and every save and preview asked for it. The hosts are one setting per process.
 */
export function projectInputSchema(videoHosts: readonly string[]) {
  const hosts = videoHosts.join(' ');
  if (built?.hosts !== hosts) built = { hosts, schema: buildProjectInputSchema(videoHosts) };
  return built.schema;
}

/** Each language's texts, one per image: missing ones '' and none beyond the last image. */
export const alignedEach = (images: readonly string[], field: Partial<Record<Locale, string[]>>) =>
  Object.fromEntries(
    Object.entries(field).map(([locale, texts]) => [locale, images.map((_, index) => (texts as string[])[index] ?? '')]),
  ) as Partial<Record<Locale, string[]>>;

export type ProjectInput = z.input<ReturnType<typeof projectInputSchema>>;
export type ParsedProjectInput = z.output<ReturnType<typeof projectInputSchema>>;

export type AdminProject = AdminRecord<typeof projects>;

import { embeddableVideoUrl } from '@/lib/security/video-embeds.mjs';
import type { AdminRecord } from '@/lib/db/column-names';
import { projects } from '@/lib/db/schema';
import { requiredImageAddress } from '@/lib/forms/gallery';
import { recordSchema } from '@/lib/forms/record-schema';
import { z } from '@/lib/zod';
import { projectDescription } from './fields';

export { PROJECT_STATUSES, SEO_GUIDANCE, type ProjectStatus } from './fields';

const fields = projectDescription.fields;
const ADDRESS = fields.hero_image.max;

export const PROJECT_BODY_MAX_BYTES = 1024 * 1024;

const videoUrl = (hosts: readonly string[]) =>
  z
    .string()
    .trim()
    .max(ADDRESS)
    .nullish()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || /^https?:\/\/[^\s]+$/i.test(value), { message: 'must be an http(s) URL', abort: true })
    .refine((value) => value === null || embeddableVideoUrl(value, hosts) !== null, {
      message: `must be a video player address on one of these hosts: ${hosts.join(', ')}`,
    });

const YEARS = { min: fields.year.min, max: fields.year.max } as const;

// ISO date-time, or a date input's day (midnight UTC); the range keeps out 0000-01-01, which Postgres refuses.
const completionDate = z
  .union([z.iso.datetime({ offset: true }), z.iso.date()], { error: 'must be an ISO date such as 2024-01-05' })
  .nullish()
  .transform((value) => (value ? new Date(value.length === 10 ? `${value}T00:00:00Z` : value) : null))
  .refine((date) => date === null || (date.getUTCFullYear() >= YEARS.min && date.getUTCFullYear() <= YEARS.max), {
    message: `must be a date between ${YEARS.min} and ${YEARS.max}`,
  });

/** The description's fields, three as their columns keep them or as the server's settings allow. */
function buildProjectInputSchema(videoHosts: readonly string[]) {
  return recordSchema(projects, fields, {
    // Required although the column allows null (imported records have image_url only); a site path, not /uploads only.
    hero_image: requiredImageAddress,
    // An ISO string in JSON; absent clears the stored value.
    completion_date: completionDate.default(null),
    video_url: videoUrl(videoHosts).default(null),
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

export type ProjectInput = z.input<ReturnType<typeof projectInputSchema>>;
export type ParsedProjectInput = z.output<ReturnType<typeof projectInputSchema>>;

export type AdminProject = AdminRecord<typeof projects>;

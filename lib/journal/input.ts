import type { AdminRecord } from '@/lib/db/column-names';
import { articles } from '@/lib/db/schema';
import { requiredImageAddress } from '@/lib/forms/gallery';
import { recordSchema } from '@/lib/forms/record-schema';
import { instantSchema } from '@/lib/forms/schema-kinds';
import { z } from '@/lib/zod';
import { articleDescription } from './fields';

const fields = articleDescription.fields;

/** Two languages of a 200,000-character body, as a project's description is allowed. */
export const ARTICLE_BODY_MAX_BYTES = 1024 * 1024;

// Postgres has no year 0, which an ISO instant may name: such a time would fail the insert (a 500).
const YEARS = { min: 1900, max: 2100 } as const;
// The optional instant's schema, typed as what it is (the kind's function answers either kind of instant).
const instant = instantSchema(fields.published_at) as z.ZodType<Date | null, string | null | undefined>;

/** The description's fields; two as the journal stores them. */
export const articleInputSchema = recordSchema(articles, fields, {
  // Any picture of the site, as a project's hero: the seeded covers are files under /images/journal/.
  cover_image: requiredImageAddress,
  // None given for a published article is "now", set by the write (lib/content/article-writes.ts).
  published_at: instant.refine(
    (date) => date === null || (date.getUTCFullYear() >= YEARS.min && date.getUTCFullYear() <= YEARS.max),
    `must be a time between ${YEARS.min} and ${YEARS.max}`,
  ),
});

/** What a client sends: every field by its API name. */
export type ArticleInput = z.input<typeof articleInputSchema>;
export type ParsedArticleInput = z.output<typeof articleInputSchema>;

export type AdminArticle = AdminRecord<typeof articles>;

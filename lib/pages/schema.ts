import 'server-only';
import { shapeSchema } from '@/lib/forms/schema';
import type { z } from '@/lib/zod';
import { PAGES, type PageKey } from './registry';
import type { StoredPage } from './content';

// The zod schema of each page's content, built from its field descriptions (lib/forms/fields.ts).

const schemas = new Map<PageKey, z.ZodType>();

/** The schema of a page's content: what PUT /api/admin/pages/{key} accepts and the database holds. */
export function pageSchema<K extends PageKey>(key: K): z.ZodType<StoredPage<K>> {
  let schema = schemas.get(key);
  if (!schema) {
    schema = shapeSchema(PAGES[key].fields);
    schemas.set(key, schema);
  }
  return schema as z.ZodType<StoredPage<K>>;
}

// The longest page, both legal texts in every language with room to grow.
export const MAX_PAGE_BYTES = 1024 * 1024;

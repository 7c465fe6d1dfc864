import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { DEFAULT_LOCALE } from '@/i18n/localized';

/** A localized column's text in the default language, for sorting and for the admin's lists. */
export const inDefaultLanguage = (column: PgColumn): SQL<string> => sql<string>`${column} ->> ${DEFAULT_LOCALE}`;

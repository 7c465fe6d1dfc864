import 'server-only';
import { eq } from 'drizzle-orm';
import { DEFAULT_LOCALE, inDefaultLocale, TRANSLATION_LOCALES, type LocalizedText, type TranslationStatus } from '@/i18n/localized';
import type { Locale } from '@/i18n/routing';
import { getDb } from '@/lib/db/client';
import { articles, digitalProducts, projects, testimonials } from '@/lib/db/schema';
import { isUuid } from '@/lib/db/uuid';
import { notFound } from '@/lib/http/responses';
import { isPageKey } from '@/lib/pages/registry';
import { z } from '@/lib/zod';
import { listAdminPages, markPageChecked } from './page-writes';
import { checkedBasis, translationStatus } from './translation-status';

// The translation status of every localized record, for the dashboard, and "checked" for a
// translation the admin has read against a changed default text and found still right.

const KINDS = {
  projects: { table: projects, name: (row: typeof projects.$inferSelect) => row.title },
  articles: { table: articles, name: (row: typeof articles.$inferSelect) => row.title },
  products: { table: digitalProducts, name: (row: typeof digitalProducts.$inferSelect) => row.title },
  testimonials: {
    table: testimonials,
    name: (row: typeof testimonials.$inferSelect) => ({ [DEFAULT_LOCALE]: row.clientName }) as LocalizedText,
  },
} as const;

export type RecordKind = keyof typeof KINDS;
const RECORD_KINDS = Object.keys(KINDS) as RecordKind[];
/** The studio's pages (lib/pages) are named by their key instead of an id. */
export type TranslationKind = 'pages' | RecordKind;
const KIND_NAMES: TranslationKind[] = ['pages', ...RECORD_KINDS];

export interface TranslationItem {
  kind: TranslationKind;
  id: string;
  /** In the default language: what the admin's lists call the record. */
  name: string;
  locale: Locale;
  missing: string[];
  outdated: string[];
}

function itemsOf(kind: TranslationKind, id: string, name: LocalizedText, status: TranslationStatus): TranslationItem[] {
  return TRANSLATION_LOCALES.flatMap((locale) => {
    const fields = status[locale];
    if (!fields || fields.missing.length + fields.outdated.length === 0) return [];
    return [{ kind, id, name: name[DEFAULT_LOCALE] ?? '', locale, ...fields }];
  });
}

/** Every record with a missing or outdated translation, by kind, in the admin lists' order of kinds. */
export async function listTranslationWork(): Promise<TranslationItem[]> {
  const db = await getDb();
  const items: TranslationItem[] = [];
  for (const page of await listAdminPages()) {
    items.push(...itemsOf('pages', page.key, inDefaultLocale(page.title), page.translation_status));
  }
  for (const kind of RECORD_KINDS) {
    const { table, name } = KINDS[kind];
    const rows = await db.select().from(table);
    for (const row of rows) items.push(...itemsOf(kind, row.id, name(row as never), translationStatus(table, row)));
  }
  return items;
}

export const translationCheckSchema = z.object({
  kind: z.enum(KIND_NAMES, { error: `kind must be one of: ${KIND_NAMES.join(', ')}` }),
  id: z.string({ error: 'id must be the id of a record' }),
  locale: z.enum(TRANSLATION_LOCALES as [Locale, ...Locale[]], { error: `locale must be one of: ${TRANSLATION_LOCALES.join(', ')}` }),
});

/** Marks the record's translations in `locale` as checked against today's default texts; answers the new status. */
export async function markTranslationChecked({ kind, id, locale }: z.output<typeof translationCheckSchema>): Promise<TranslationStatus> {
  const detail = 'No such record';
  if (kind === 'pages') {
    if (!isPageKey(id)) throw notFound(detail);
    return markPageChecked(id, locale);
  }
  if (!isUuid(id)) throw notFound(detail);
  const { table } = KINDS[kind];
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(table).where(eq(table.id, id)).for('update');
    if (!row) throw notFound(detail);
    const translationBasis = checkedBasis(table, row, locale);
    await tx.update(table).set({ translationBasis }).where(eq(table.id, id));
    return translationStatus(table, { ...row, translationBasis });
  });
}

import 'server-only';
import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import type { TranslationStatus } from '@/i18n/localized';
import { getDb, type Database } from '@/lib/db/client';
import { adminUsers, sitePages, sitePageVersions, type SitePageRow } from '@/lib/db/schema';
import { seedPage } from '@/lib/db/seed/pages';
import { isUuid } from '@/lib/db/uuid';
import { adminRefusal } from '@/lib/http/refusal';
import { notFound } from '@/lib/http/responses';
import type { StoredPage } from '@/lib/pages/content';
import { PAGES, PAGE_KEYS, type PageKey } from '@/lib/pages/registry';
import { pageSchema } from '@/lib/pages/schema';
import { translatedFields } from '@/lib/pages/status';
import { refreshPublicContent } from './revalidate';
import { pageTag } from './tags';
import { basisOf, checkedBasisOf, statusOf } from './translation-status';

// The admin's side of the studio's pages: a draft per page, published as a whole; each publish
// keeps a version (the last VERSIONS_KEPT), and any version can come back as the draft.

export const VERSIONS_KEPT = 20;

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface AdminPageSummary {
  key: PageKey;
  title: string;
  path: string;
  has_unpublished_changes: boolean;
  draft_updated_at: string;
  published_at: string;
  translation_status: TranslationStatus;
}

export interface AdminPage<K extends PageKey = PageKey> extends AdminPageSummary {
  draft: StoredPage<K>;
  published: StoredPage<K>;
}

const statusOfRow = (row: SitePageRow) => statusOf(translatedFields(row.key as PageKey, row.draft), row.translationBasis);

function summaryOf(row: SitePageRow): AdminPageSummary {
  const key = row.key as PageKey;
  return {
    key,
    title: PAGES[key].title,
    path: PAGES[key].path,
    has_unpublished_changes: JSON.stringify(row.draft) !== JSON.stringify(row.published),
    draft_updated_at: row.draftUpdatedAt.toISOString(),
    published_at: row.publishedAt.toISOString(),
    translation_status: statusOfRow(row),
  };
}

const pageOf = (row: SitePageRow): AdminPage => ({
  ...summaryOf(row),
  draft: row.draft as StoredPage<PageKey>,
  published: row.published as StoredPage<PageKey>,
});

/** The times of a page never saved or published in the admin: the list says "Not yet published from the admin". */
const NEVER = new Date(0);

/** The page's row, locked for this transaction; a page never saved starts from the original texts. */
async function lockedRow(tx: Tx, key: PageKey): Promise<SitePageRow> {
  const seed = seedPage(key);
  // Opening a page is no publish: its times stay "never" until it is saved or published.
  await tx.insert(sitePages).values({ key, draft: seed, published: seed, draftUpdatedAt: NEVER, publishedAt: NEVER }).onConflictDoNothing();
  const [row] = await tx.select().from(sitePages).where(eq(sitePages.key, key)).for('update');
  return row!;
}

async function inTransaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
  return (await getDb()).transaction(work);
}

/** The page as stored, or, never saved, the original texts as both draft and published (nothing is written). */
function storedOrSeed(key: PageKey, row: SitePageRow | undefined): SitePageRow {
  if (row) return row;
  return { key, draft: seedPage(key), published: seedPage(key), translationBasis: {}, draftUpdatedAt: NEVER, publishedAt: NEVER };
}

export async function listAdminPages(): Promise<AdminPageSummary[]> {
  const db = await getDb();
  const rows = new Map((await db.select().from(sitePages)).map((row) => [row.key, row]));
  return PAGE_KEYS.map((key) => summaryOf(storedOrSeed(key, rows.get(key))));
}

export async function getAdminPage(key: PageKey): Promise<AdminPage> {
  const db = await getDb();
  const [row] = await db.select().from(sitePages).where(eq(sitePages.key, key));
  return pageOf(storedOrSeed(key, row));
}

/** Replaces the draft; visitors see nothing of it until it is published. */
export async function saveDraft<K extends PageKey>(key: K, draft: StoredPage<K>): Promise<AdminPage> {
  return inTransaction(async (tx) => {
    const row = await lockedRow(tx, key);
    const translationBasis = basisOf(translatedFields(key, draft), translatedFields(key, row.draft), row.translationBasis);
    const [saved] = await tx
      .update(sitePages)
      .set({ draft, translationBasis, draftUpdatedAt: new Date() })
      .where(eq(sitePages.key, key))
      .returning();
    return pageOf(saved!);
  });
}

/** The draft becomes what visitors read, at their next request on every instance; a version keeps it. */
export async function publishPage(key: PageKey, publishedBy: string | null = null): Promise<AdminPage> {
  const page = await inTransaction(async (tx) => {
    const row = await lockedRow(tx, key);
    const publishedAt = new Date();
    // The first publish also keeps what the site showed until then (the original texts), so it
    // can be restored like any later version.
    if ((await tx.$count(sitePageVersions, eq(sitePageVersions.pageKey, key))) === 0) {
      await tx.insert(sitePageVersions).values({ pageKey: key, content: row.published, publishedAt: row.publishedAt });
    }
    const [saved] = await tx.update(sitePages).set({ published: row.draft, publishedAt }).where(eq(sitePages.key, key)).returning();
    await tx.insert(sitePageVersions).values({ pageKey: key, content: row.draft, publishedAt, publishedBy });
    const kept = tx
      .select({ id: sitePageVersions.id })
      .from(sitePageVersions)
      .where(eq(sitePageVersions.pageKey, key))
      .orderBy(desc(sitePageVersions.publishedAt), desc(sitePageVersions.id))
      .limit(VERSIONS_KEPT);
    await tx.delete(sitePageVersions).where(and(eq(sitePageVersions.pageKey, key), notInArray(sitePageVersions.id, kept)));
    return pageOf(saved!);
  });
  await refreshPublicContent(pageTag(key));
  return page;
}

export interface PageVersion {
  id: string;
  published_at: string;
  /** Who published it: null before accounts, for the original texts, or once the person is removed. */
  published_by: string | null;
  content: unknown;
}

/** The kept versions, newest first. */
export async function listVersions(key: PageKey): Promise<PageVersion[]> {
  const db = await getDb();
  const rows = await db
    .select({ version: sitePageVersions, publisher: adminUsers.username })
    .from(sitePageVersions)
    .leftJoin(adminUsers, eq(sitePageVersions.publishedBy, adminUsers.id))
    .where(eq(sitePageVersions.pageKey, key))
    .orderBy(desc(sitePageVersions.publishedAt), desc(sitePageVersions.id));
  return rows.map(({ version, publisher }) => ({
    id: version.id,
    published_at: version.publishedAt.toISOString(),
    published_by: publisher,
    content: version.content,
  }));
}

/** A kept version becomes the draft again (publish it to bring it back to the site). */
export async function restoreVersion(key: PageKey, id: string): Promise<AdminPage> {
  const detail = 'No such version of this page';
  if (!isUuid(id)) throw notFound(detail);
  const db = await getDb();
  const [version] = await db
    .select()
    .from(sitePageVersions)
    .where(and(eq(sitePageVersions.pageKey, key), eq(sitePageVersions.id, id)));
  if (!version) throw notFound(detail);
  // A version from before a change of the page's fields may not fit them any more.
  const parsed = pageSchema(key).safeParse(version.content);
  if (!parsed.success) throw adminRefusal(409, 'versionUnfit', 'This version no longer fits the page’s fields and cannot be restored');
  return saveDraft(key, parsed.data);
}

/** The draft's translations in `locale` are checked against today's default texts. */
export async function markPageChecked(key: PageKey, locale: Locale): Promise<TranslationStatus> {
  return inTransaction(async (tx) => {
    const row = await lockedRow(tx, key);
    const fields = translatedFields(key, row.draft);
    const translationBasis = checkedBasisOf(fields, row.translationBasis, locale);
    await tx.update(sitePages).set({ translationBasis }).where(eq(sitePages.key, key));
    return statusOf(fields, translationBasis);
  });
}

import 'server-only';
import { eq } from 'drizzle-orm';
import { getLocale } from 'next-intl/server';
import { asLocale } from '@/i18n/locale';
import type { Locale } from '@/i18n/routing';
import { getDb } from '@/lib/db/client';
import { sitePages } from '@/lib/db/schema';
import type { ReadPage, StoredPage } from '@/lib/pages/content';
import { localizePage } from '@/lib/pages/localize';
import { PAGE_KEYS, type PageKey } from '@/lib/pages/registry';
import { cachedRead } from './cache';
import { previewingAdmin } from './previewing-admin';
import { pageTag } from './tags';

// What visitors read of the studio's pages: the published texts, cached and tagged per page, so
// a publish refreshes the pages that show them (lib/content/revalidate.ts). A page never written
// in the admin shows the site's original texts (lib/db/seed/pages.ts).

async function readPage<K extends PageKey>(key: K, column: 'draft' | 'published'): Promise<StoredPage<K>> {
  const db = await getDb();
  const [row] = await db.select({ content: sitePages[column] }).from(sitePages).where(eq(sitePages.key, key));
  if (row) return row.content as StoredPage<K>;
  // Loaded when a page has no row yet: the original texts of every page are 85 kB of code.
  const { seedPage } = await import('@/lib/db/seed/pages');
  return seedPage(key);
}

const cachedPublished = Object.fromEntries(
  PAGE_KEYS.map((key) => [key, cachedRead(() => readPage(key, 'published'), ['site-page', key], [pageTag(key)])]),
) as { [K in PageKey]: () => Promise<StoredPage<K>> };

/** Draft mode with an admin session: the Pages section's preview, which shows the drafts. */
export async function isPagePreview(): Promise<boolean> {
  return (await previewingAdmin()) !== null;
}

/** The draft in preview, else what is published. */
async function storedPage<K extends PageKey>(key: K): Promise<StoredPage<K>> {
  if (await isPagePreview()) return readPage(key, 'draft');
  return cachedPublished[key]() as Promise<StoredPage<K>>;
}

/** A page's texts in `locale` (the request's when not given), the default language's where a translation is missing. */
export async function getPageContent<K extends PageKey>(key: K, locale?: Locale): Promise<ReadPage<K>> {
  const language = locale ?? asLocale(await getLocale());
  return localizePage(key, await storedPage(key), language);
}

/** What is published of a page, in `locale`, for what is made outside a page (feeds, social cards): never a preview. */
export async function getPublishedPageContent<K extends PageKey>(key: K, locale: Locale): Promise<ReadPage<K>> {
  return localizePage(key, (await cachedPublished[key]()) as StoredPage<K>, locale);
}

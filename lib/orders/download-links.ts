import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { hasLocale } from 'next-intl';
import { localizedPath } from '@/i18n/paths';
import { routing, type Locale } from '@/i18n/routing';
import { getDb, type Database } from '@/lib/db/client';
import { checkoutSessions, downloadLinks, orders } from '@/lib/db/schema';
import { isUuid } from '@/lib/db/uuid';
import { HttpError, notFound } from '@/lib/http';
import { downloadDeliverable, type Deliverable } from '@/lib/payments/download';

// TEMPORARY stand-in on the buyer branch, coded against the signatures of the common brief so the
// download page and route can be built and tested; the lead's lib/orders/download-links.ts
// replaces it at merge. (Its token is the link's id; the real one is signed.)

export interface DownloadLinkView {
  state: 'valid' | 'expired' | 'used-up' | 'refunded';
  productTitle: string;
  locale: Locale;
  expiresAt: Date;
  downloadsLeft: number;
  maxDownloads: number;
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export async function issueDownloadLink(tx: Transaction, orderId: string): Promise<string> {
  const [link] = await tx
    .insert(downloadLinks)
    .values({ orderId, expiresAt: new Date(Date.now() + 30 * 86_400_000), maxDownloads: 10 })
    .returning();
  return link!.id;
}

export const downloadLinkPath = (token: string, locale: Locale) => localizedPath(`/downloads/${encodeURIComponent(token)}`, locale);

async function findLink(token: string) {
  if (!isUuid(token)) return null;
  const db = await getDb();
  const [row] = await db
    .select({ link: downloadLinks, order: orders, productTitle: checkoutSessions.productTitle })
    .from(downloadLinks)
    .innerJoin(orders, eq(orders.id, downloadLinks.orderId))
    .innerJoin(checkoutSessions, eq(checkoutSessions.id, orders.sessionId))
    .where(eq(downloadLinks.id, token));
  return row ?? null;
}

export async function readDownloadLink(token: string): Promise<DownloadLinkView | null> {
  const found = await findLink(token);
  if (!found) return null;
  const { link, order, productTitle } = found;
  const state = order.status === 'refunded' ? 'refunded' : link.expiresAt <= new Date() ? 'expired' : link.downloadCount >= link.maxDownloads ? 'used-up' : 'valid';
  return {
    state,
    productTitle,
    locale: hasLocale(routing.locales, order.locale) ? order.locale : routing.defaultLocale,
    expiresAt: link.expiresAt,
    downloadsLeft: Math.max(0, link.maxDownloads - link.downloadCount),
    maxDownloads: link.maxDownloads,
  };
}

export async function downloadByLink(token: string): Promise<Deliverable> {
  const view = await readDownloadLink(token);
  if (!view) throw notFound('Download link not found');
  if (view.state !== 'valid') throw new HttpError(410, `This download link is ${view.state}`);
  const db = await getDb();
  const [link] = await db
    .update(downloadLinks)
    .set({ downloadCount: sql`${downloadLinks.downloadCount} + 1` })
    .where(eq(downloadLinks.id, token))
    .returning();
  const [order] = await db.select().from(orders).where(eq(orders.id, link!.orderId));
  return downloadDeliverable(order!.sessionId);
}

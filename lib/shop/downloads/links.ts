import 'server-only';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { hasLocale } from 'next-intl';
import { localizedPath } from '@/i18n/paths';
import { routing, type Locale } from '@/i18n/routing';
import { getDb, type Transaction } from '@/lib/db/client';
import { checkoutSessions, downloadLinks, orders } from '@/lib/db/schema';
import { getEnv } from '@/lib/env';
import { HttpError, notFound } from '@/lib/http/responses';
import { signId, verifiedId } from '@/lib/security/signed-id';
import { deliverableOfOrder, type Deliverable } from './deliverable';
import { downloadAllowance, downloadState, REFUNDED_DETAIL, type DownloadState } from './allowance';

const PURPOSE = 'download-link';

export const tokenOf = (linkId: string) => signId(PURPOSE, linkId);
export const linkIdOf = (token: string) => verifiedId(PURPOSE, token);

/** The link's page (not the file itself: mail scanners that open links must not use up downloads). */
export const downloadLinkPath = (token: string, locale: Locale) => localizedPath(`/downloads/${token}`, locale);

export const downloadLinkUrl = (token: string, locale: Locale) => `${getEnv().SITE_URL}${downloadLinkPath(token, locale)}`;

export async function issueDownloadLink(tx: Transaction, orderId: string): Promise<string> {
  const { lifetimeMs, maxDownloads } = downloadAllowance();
  const [link] = await tx
    .insert(downloadLinks)
    .values({ orderId, expiresAt: new Date(Date.now() + lifetimeMs), maxDownloads })
    .returning({ id: downloadLinks.id });
  return tokenOf(link!.id);
}

export interface DownloadLinkView {
  state: DownloadState;
  productTitle: string;
  locale: Locale;
  expiresAt: Date;
  downloadsLeft: number;
  maxDownloads: number;
}

async function readLink(linkId: string) {
  const db = await getDb();
  const [row] = await db
    .select({ link: downloadLinks, order: orders, productTitle: checkoutSessions.productTitle })
    .from(downloadLinks)
    .innerJoin(orders, eq(orders.id, downloadLinks.orderId))
    .innerJoin(checkoutSessions, eq(checkoutSessions.id, orders.sessionId))
    .where(eq(downloadLinks.id, linkId));
  return row ?? null;
}

const stateOf = ({ link, order }: NonNullable<Awaited<ReturnType<typeof readLink>>>, now: Date): DownloadState =>
  downloadState({ refunded: order.status === 'refunded', ...link }, now);

export async function readDownloadLink(token: string, now = new Date()): Promise<DownloadLinkView | null> {
  const linkId = linkIdOf(token);
  const row = linkId ? await readLink(linkId) : null;
  if (!row) return null;
  return {
    state: stateOf(row, now),
    productTitle: row.productTitle,
    locale: hasLocale(routing.locales, row.order.locale) ? row.order.locale : routing.defaultLocale,
    expiresAt: row.link.expiresAt,
    downloadsLeft: Math.max(0, row.link.maxDownloads - row.link.downloadCount),
    maxDownloads: row.link.maxDownloads,
  };
}

const REFUSALS: Record<Exclude<DownloadState, 'valid'>, string> = {
  expired: 'This download link has expired. Request a new one at /downloads.',
  'used-up': 'This download link has been used as often as it allows. Request a new one at /downloads.',
  refunded: REFUNDED_DETAIL,
};

/** Counts one download by one conditional update, so racing requests let one through; 404 or 410. */
export async function downloadByLink(token: string): Promise<Deliverable> {
  const linkId = linkIdOf(token);
  if (!linkId) throw notFound('Download link not found');
  const db = await getDb();
  const [counted] = await db
    .update(downloadLinks)
    .set({ downloadCount: sql`${downloadLinks.downloadCount} + 1` })
    .where(
      and(
        eq(downloadLinks.id, linkId),
        lt(downloadLinks.downloadCount, downloadLinks.maxDownloads),
        gt(downloadLinks.expiresAt, new Date()),
        sql`exists (select 1 from ${orders} where ${orders.id} = ${downloadLinks.orderId} and ${orders.status} = 'paid')`,
      ),
    )
    .returning({ orderId: downloadLinks.orderId });
  const row = await readLink(linkId);
  if (!row) throw notFound('Download link not found');
  if (!counted) {
    const state = stateOf(row, new Date());
    throw new HttpError(410, REFUSALS[state === 'valid' ? 'used-up' : state]);
  }
  // The order counts every download, by whichever path, so the figure outlives its links.
  await db
    .update(orders)
    .set({ downloadCount: sql`${orders.downloadCount} + 1`, lastDownloadedAt: new Date() })
    .where(eq(orders.id, row.order.id));
  return deliverableOfOrder(row.order, row.productTitle);
}

export async function deleteOldDownloadLinks(now = new Date()): Promise<void> {
  const db = await getDb();
  await db.delete(downloadLinks).where(lt(downloadLinks.expiresAt, new Date(now.getTime() - 30 * 86_400_000)));
}

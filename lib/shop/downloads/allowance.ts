import 'server-only';
import { getEnv } from '@/lib/env';

// What a purchase may be downloaded, by either path: a receipt's link counts its own downloads
// from the day it was issued; the success page's download by session id counts the order's (all
// paths) from the day of the purchase. Both stop at the same count and after the same days.

export type DownloadState = 'valid' | 'expired' | 'used-up' | 'refunded';

const DAY_MS = 86_400_000;

export const REFUNDED_DETAIL = 'This order was refunded, so it has no downloads any more.';

/** How long after its start (purchase or link) and how often a purchase downloads. */
export function downloadAllowance(): { lifetimeMs: number; maxDownloads: number } {
  const { DOWNLOAD_LINK_DAYS, DOWNLOAD_LINK_MAX_DOWNLOADS } = getEnv();
  return { lifetimeMs: DOWNLOAD_LINK_DAYS * DAY_MS, maxDownloads: DOWNLOAD_LINK_MAX_DOWNLOADS };
}

export function downloadState(
  { refunded, expiresAt, downloadCount, maxDownloads }: { refunded: boolean; expiresAt: Date; downloadCount: number; maxDownloads: number },
  now: Date,
): DownloadState {
  if (refunded) return 'refunded';
  if (expiresAt <= now) return 'expired';
  return downloadCount >= maxDownloads ? 'used-up' : 'valid';
}

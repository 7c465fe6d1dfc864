import 'server-only';
import { getEnv } from '@/lib/env';

// Both paths allow the same count and days: a link from its issue, the success page from the purchase.

export type DownloadState = 'valid' | 'expired' | 'used-up' | 'refunded';

const DAY_MS = 86_400_000;

export const REFUNDED_DETAIL = 'This order was refunded, so it has no downloads any more.';

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

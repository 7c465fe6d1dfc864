import 'server-only';
import { deleteOldDownloadLinks } from './links';
import { log } from '@/lib/log/logger.mjs';
import { inSpan } from '@/lib/tracing/spans.mjs';

const CLEANUP_MS = 60 * 60_000;

const globalForDownloads = globalThis as typeof globalThis & { __studioDownloadLinkCleanup?: NodeJS.Timeout };

export function startDownloadLinkCleanup(): void {
  globalForDownloads.__studioDownloadLinkCleanup ??= setInterval(() => {
    inSpan('download links clean-up', {}, () => deleteOldDownloadLinks()).catch((error: unknown) =>
      log.error({ area: 'downloads', err: error }, 'old download links could not be deleted'),
    );
  }, CLEANUP_MS).unref();
}

export function stopDownloadLinkCleanup(): void {
  clearInterval(globalForDownloads.__studioDownloadLinkCleanup);
  globalForDownloads.__studioDownloadLinkCleanup = undefined;
}

import 'server-only';
import { deleteOldDownloadLinks } from './links';

const CLEANUP_MS = 60 * 60_000;

const globalForDownloads = globalThis as typeof globalThis & { __studioDownloadLinkCleanup?: NodeJS.Timeout };

export function startDownloadLinkCleanup(): void {
  globalForDownloads.__studioDownloadLinkCleanup ??= setInterval(() => {
    deleteOldDownloadLinks().catch((error: unknown) => console.error('[downloads] old download links could not be deleted', error));
  }, CLEANUP_MS).unref();
}

export function stopDownloadLinkCleanup(): void {
  clearInterval(globalForDownloads.__studioDownloadLinkCleanup);
  globalForDownloads.__studioDownloadLinkCleanup = undefined;
}

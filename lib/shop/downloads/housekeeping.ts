import 'server-only';
import { deleteOldDownloadLinks } from './links';

const CLEANUP_MS = 60 * 60_000;

// On globalThis: the start-up code and the route handlers are bundled into separate module graphs
// in one process, and one timer per process is enough.
const globalForDownloads = globalThis as typeof globalThis & { __studioDownloadLinkCleanup?: NodeJS.Timeout };

/** Deletes long-expired download links once an hour from server start (once per process). */
export function startDownloadLinkCleanup(): void {
  globalForDownloads.__studioDownloadLinkCleanup ??= setInterval(() => {
    deleteOldDownloadLinks().catch((error: unknown) => console.error('[downloads] old download links could not be deleted', error));
  }, CLEANUP_MS).unref();
}

export function stopDownloadLinkCleanup(): void {
  clearInterval(globalForDownloads.__studioDownloadLinkCleanup);
  globalForDownloads.__studioDownloadLinkCleanup = undefined;
}

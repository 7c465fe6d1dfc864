// @ts-check
// What a production server writes into its output folder while it runs: rendered pages and cached
// reads. They come from that server's database, so a server started on another (or a fresh)
// database must not find them: they would show records, such as products with their random ids,
// that its database lacks. Shared by the end-to-end, system and benchmark servers.
import { rmSync } from 'node:fs';
import { join } from 'node:path';

export const RUNTIME_CACHES = ['cache/fetch-cache', 'server/route-cache'];

/** @param {string} distDir */
export function clearRuntimeCaches(distDir) {
  for (const cache of RUNTIME_CACHES) rmSync(join(distDir, cache), { recursive: true, force: true });
}

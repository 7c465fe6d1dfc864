// @ts-check
import { createHash } from 'node:crypto';
import { frameworkScriptHashes } from './inline-scripts.mjs';

// Most pages are served from Next's cache, so the same bytes go out again and again. Finding and
// checking their inline scripts (a scan and a JSON parse of the flight data, ~1 ms for a 75 kB
// page) costs more than Next's own work for a cached page; a digest of the body (native SHA-256,
// tens of microseconds) finds the answer of an earlier identical page instead. Same bytes, same
// scripts, same hashes: the memo cannot allow a script the page does not carry.

/** Enough for every page of the site in both languages with room to spare; ~100 bytes each. */
const MAX_ENTRIES = 2000;

/** @type {Map<string, string[]>} digest → hash sources, oldest first (insertion order). */
const memo = new Map();

/**
 * The hash sources of the framework scripts of a page body (see frameworkScriptHashes).
 * @param {Buffer} body
 * @returns {string[]}
 */
export function pageScriptHashes(body) {
  const digest = createHash('sha256').update(body).digest('base64');
  const known = memo.get(digest);
  if (known) {
    // Refresh its place, so the pages in use stay and one-off pages (404s of random paths) go.
    memo.delete(digest);
    memo.set(digest, known);
    return known;
  }
  const hashes = frameworkScriptHashes(body.toString('utf8'));
  memo.set(digest, hashes);
  if (memo.size > MAX_ENTRIES) memo.delete(/** @type {string} */ (memo.keys().next().value));
  return hashes;
}

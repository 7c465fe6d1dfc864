// @ts-check
import { createHash } from 'node:crypto';
import { frameworkScriptHashes } from './inline-scripts.mjs';

// A page's inline-script hashes and ETag are worked out once per distinct page, not per request
// (figures: docs/decisions/page-etags.md). Next hands a cached page over as the same string every
// time, so the string finds the earlier answer; other bodies are found by their SHA-256 digest.
// Same bytes, same scripts, same hashes: the memo cannot allow a script the page does not carry.

/**
 * @typedef {object} PageFacts
 * @property {Buffer} body the page's bytes
 * @property {string[]} scriptHashes hash sources of its framework scripts (see frameworkScriptHashes)
 * @property {string} etag a strong ETag: the digest of the bytes
 */

/** Enough for every page of the site in both languages with room to spare; ~150 bytes each. */
const MAX_DIGESTS = 2000;
/** The page texts kept with their bytes (each held twice: as text and as bytes). */
const MAX_TEXT_BYTES = 16 * 1024 * 1024;

/** @type {Map<string, { scriptHashes: string[], etag: string }>} digest → facts, oldest first */
const byDigest = new Map();
/** @type {Map<string, PageFacts>} page text → facts, oldest first */
const byText = new Map();
let textBytes = 0;

/**
 * Moves a found entry to the young end, so the pages in use stay and one-off pages (404s of
 * random paths) go.
 * @template V
 * @param {Map<string, V>} map
 * @param {string} key
 * @param {V} value
 */
function refresh(map, key, value) {
  map.delete(key);
  map.set(key, value);
}

/** @param {Buffer} body */
function factsOfBytes(body) {
  const digest = createHash('sha256').update(body).digest('base64url');
  const known = byDigest.get(digest);
  if (known) {
    refresh(byDigest, digest, known);
    return { body, ...known };
  }
  const facts = { scriptHashes: frameworkScriptHashes(body.toString('utf8')), etag: `"${digest}"` };
  byDigest.set(digest, facts);
  if (byDigest.size > MAX_DIGESTS) byDigest.delete(/** @type {string} */ (byDigest.keys().next().value));
  return { body, ...facts };
}

/** @param {string} text */
function factsOfText(text) {
  const known = byText.get(text);
  if (known) {
    refresh(byText, text, known);
    return known;
  }
  const facts = factsOfBytes(Buffer.from(text, 'utf8'));
  if (facts.body.length * 2 > MAX_TEXT_BYTES) return facts;
  byText.set(text, facts);
  textBytes += facts.body.length * 2;
  while (textBytes > MAX_TEXT_BYTES) {
    const [oldest, entry] = /** @type {[string, PageFacts]} */ (byText.entries().next().value);
    byText.delete(oldest);
    textBytes -= entry.body.length * 2;
  }
  return facts;
}

/**
 * The bytes, script hashes and ETag of a page, given whole as bytes or as one string.
 * @param {Buffer | string} page
 * @returns {PageFacts}
 */
export function pageFacts(page) {
  return typeof page === 'string' ? factsOfText(page) : factsOfBytes(page);
}

/**
 * The hash sources of the framework scripts of a page body (see frameworkScriptHashes).
 * @param {Buffer} body
 * @returns {string[]}
 */
export function pageScriptHashes(body) {
  return pageFacts(body).scriptHashes;
}

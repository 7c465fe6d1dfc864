// @ts-check
import { createHash } from 'node:crypto';
import { frameworkScriptHashes } from './inline-scripts.mjs';

// Hashes and ETag once per distinct page, by its string or its digest (docs/decisions/page-etags.md).

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
 * @param {Buffer | string} page
 * @returns {PageFacts}
 */
export function pageFacts(page) {
  return typeof page === 'string' ? factsOfText(page) : factsOfBytes(page);
}

/**
 * @param {Buffer} body
 * @returns {string[]}
 */
export function pageScriptHashes(body) {
  return pageFacts(body).scriptHashes;
}

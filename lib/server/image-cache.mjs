// @ts-check
import { LRUCache } from 'lru-cache';

// Next's optimized pictures (/_next/image), kept in this process's memory within a fixed budget.
// Next 16 keeps them on disk only with experimental.isrFlushToDisk, which this site turns off, and
// gives them to a cache handler only with images.customCacheHandler: without this, every request
// encoded its picture again (docs/decisions/image-cache.md). Each instance keeps its own: a
// picture's encoding depends only on its file, so no instance can serve another's outdated one.

/** What the pictures may take, whatever addresses visitors ask for (9 sizes of each picture at most: next.config.mjs). */
export const IMAGE_CACHE_BYTES = 32 * 1024 * 1024;

/** Next's kind for an optimized picture, in a cache handler's context and in its value. */
export const IMAGE_KIND = 'IMAGE';

/** @typedef {{ value: { kind: string, buffer: Buffer }, lastModified: number }} StoredImage */

/** @type {LRUCache<string, StoredImage>} */
const images = new LRUCache({
  maxSize: IMAGE_CACHE_BYTES,
  // The key and the entry's fields besides the picture are a few hundred bytes.
  sizeCalculation: (entry, key) => entry.value.buffer.length + key.length + 256,
});

/** @param {string} key */
export const storedImage = (key) => images.get(key) ?? null;

/**
 * @param {string} key
 * @param {StoredImage['value']} value
 * @param {number} lastModified when its encoding began
 */
export function storeImage(key, value, lastModified) {
  // One picture over the whole budget would empty it; none is that large (uploads are capped).
  if (value.buffer.length > IMAGE_CACHE_BYTES / 8) return;
  images.set(key, { value, lastModified });
}

export const forgetImages = () => images.clear();

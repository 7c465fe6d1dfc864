// @ts-check

// A counter of changes to public content in this process. The page cache of the production
// server (page-cache.mjs, loaded by scripts/start.mjs) and the app's write handlers (bundled by
// Next) are separate module instances, so the counter lives on the global object, under a
// registered symbol both can name.
const KEY = Symbol.for('studio.publicContentGeneration');
const CHANGED_AT = Symbol.for('studio.publicContentChangedAt');

/** @returns {Record<symbol, number | undefined>} */
const store = () => /** @type {Record<symbol, number | undefined>} */ (/** @type {unknown} */ (globalThis));

/** The current generation: it changes whenever public content changes. */
export function contentGeneration() {
  return store()[KEY] ?? 0;
}

/** When public content last changed in this process (ms since the epoch; 0 before any change). */
export function contentChangedAt() {
  return store()[CHANGED_AT] ?? 0;
}

/** Marks every page rendered and every read cached so far as outdated. */
export function publicContentChanged() {
  store()[KEY] = contentGeneration() + 1;
  store()[CHANGED_AT] = Date.now();
}

// @ts-check

// A counter of changes to public content, per process. The page cache of the production server
// (page-cache.mjs, loaded by scripts/start.mjs), Next's cache handler and the app's write handlers
// (bundled by Next) are separate module instances, so the state lives on the global object, under
// registered symbols all can name. With several instances, a change is also broadcast to the
// others (content-sync.mjs registers the broadcast), which mark it in turn.
const KEY = Symbol.for('studio.publicContentGeneration');
const CHANGED_AT = Symbol.for('studio.publicContentChangedAt');
const BROADCAST = Symbol.for('studio.publicContentBroadcast');

/** @typedef {(changedAt: number) => Promise<void>} Broadcast */

/** @returns {{ [KEY]?: number, [CHANGED_AT]?: number, [BROADCAST]?: Broadcast }} */
const store = () => /** @type {never} */ (globalThis);

/** The current generation: it changes whenever public content changes. */
export function contentGeneration() {
  return store()[KEY] ?? 0;
}

/** When public content last changed (ms since the epoch; 0 before any change). */
export function contentChangedAt() {
  return store()[CHANGED_AT] ?? 0;
}

/**
 * Marks every page rendered and every read cached up to `at` as outdated. The later of `at` and
 * this machine's clock counts, so a change stamped by another instance whose clock runs ahead
 * still outdates what that instance rendered before it.
 * @param {number} at
 */
export function markContentChanged(at) {
  store()[KEY] = contentGeneration() + 1;
  store()[CHANGED_AT] = Math.max(at, Date.now(), contentChangedAt());
}

/** @param {Broadcast} broadcast tells the other instances (content-sync.mjs) */
export function setContentBroadcast(broadcast) {
  store()[BROADCAST] = broadcast;
}

/**
 * Public content changed here: outdated at once in this process, and, with several instances,
 * announced to the others before the save answers.
 */
export async function publicContentChanged() {
  const at = Date.now();
  markContentChanged(at);
  await store()[BROADCAST]?.(at);
}

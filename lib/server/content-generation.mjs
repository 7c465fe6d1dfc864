// @ts-check

// On globalThis: the page cache, the cache handler and the bundled writes are separate module instances.
const KEY = Symbol.for('studio.publicContentGeneration');
const CHANGED_AT = Symbol.for('studio.publicContentChangedAt');
const BROADCAST = Symbol.for('studio.publicContentBroadcast');

/** @typedef {(changedAt: number) => Promise<void>} Broadcast */

/** @returns {{ [KEY]?: number, [CHANGED_AT]?: number, [BROADCAST]?: Broadcast }} */
const store = () => /** @type {never} */ (globalThis);

export function contentGeneration() {
  return store()[KEY] ?? 0;
}

/** When public content last changed (ms since the epoch; 0 before any change). */
export function contentChangedAt() {
  return store()[CHANGED_AT] ?? 0;
}

/**
 * Outdates everything up to the later of `at` and this clock (another instance's may run ahead).
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

/** Outdated here at once and announced to the other instances before the save answers. */
export async function publicContentChanged() {
  const at = Date.now();
  markContentChanged(at);
  await store()[BROADCAST]?.(at);
}

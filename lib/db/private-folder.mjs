// @ts-check
import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { lockDataFolder } from './data-folder-lock.mjs';
import { log } from '../log/logger.mjs';

// The embedded database's folder holds buyers' e-mail addresses and the auth secret: it is its
// owner's alone, the folder and its folders 0700, its files 0600, at every start, also when it
// was made by an older version or by hand. PGlite writes the files of a new folder 0666 whatever
// the umask (its WebAssembly file system sets the mode itself), so the folder is made private
// again right after PGlite opened it; what PGlite writes later gets at most 0644, inside a
// folder no one else may enter. See docs/security.md#the-data-folder.

/** Files this process creates from now on are its owner's alone (as if `umask 077`). */
export function ownerOnlyFiles() {
  // Worker threads may not change the umask; the main thread of every process that opens the
  // database already did (scripts/start.mjs, the backup commands).
  try {
    process.umask(0o077);
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ERR_WORKER_UNSUPPORTED_OPERATION') throw error;
  }
}

/**
 * Makes `folder` and everything below it owner-only (folders 0700, other entries 0600; symbolic
 * links are neither followed nor changed).
 * @param {string} folder
 * @returns {string[]} the entries (relative to `folder`, '.' for itself) others could use before
 */
export function keepPrivate(folder) {
  /** @type {string[]} */
  const wider = [];
  /** @param {string} relative */
  const visit = (relative) => {
    const entry = path.join(folder, relative);
    const stats = lstatSync(entry);
    if (stats.isSymbolicLink()) return;
    const mode = stats.isDirectory() ? 0o700 : 0o600;
    if ((stats.mode & 0o777) !== mode) {
      if (stats.mode & 0o077) wider.push(relative);
      chmodSync(entry, mode);
    }
    if (stats.isDirectory()) for (const name of readdirSync(entry)) visit(relative === '.' ? name : path.join(relative, name));
  };
  visit('.');
  return wider;
}

/** How many names the warning lists: enough to see what it was, one line however many there were. */
const NAMED = 10;

/**
 * One log line naming what others could read or write before it was made private.
 * @param {string} folder @param {string[]} wider
 */
export function warnAboutWider(folder, wider) {
  if (wider.length === 0) return;
  const depth = (/** @type {string} */ name) => name.split(path.sep).length;
  // The folder's own entries first: an operator's file there tells more than Postgres' thousand.
  const ordered = wider.toSorted((a, b) => depth(a) - depth(b) || (a < b ? -1 : a > b ? 1 : 0));
  const named = ordered.slice(0, NAMED).join(', ');
  const more = wider.length > NAMED ? ` and ${wider.length - NAMED} more` : '';
  log.warn(
    { area: 'data', folder, count: wider.length },
    `entries of the data folder were open to other users and are now its owner's alone (0700/0600): ${named}${more}`,
  );
}

/**
 * Opens the embedded database's folder for this process: owner-only files from now on, the folder
 * made (0700) if missing, its lock taken (data-folder-lock.mjs), everything in it made private
 * (warning about what was not), then `open` (PGlite.create), then private again.
 * @template T
 * @param {string} folder absolute
 * @param {() => Promise<T>} open
 * @returns {Promise<{ opened: T, unlock: () => void }>}
 */
export async function openDataFolder(folder, open) {
  ownerOnlyFiles();
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const unlock = await lockDataFolder(folder);
  try {
    warnAboutWider(folder, keepPrivate(folder));
    const opened = await open();
    keepPrivate(folder);
    return { opened, unlock };
  } catch (error) {
    unlock();
    throw error;
  }
}

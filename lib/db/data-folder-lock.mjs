// @ts-check
import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// One process at a time may open an embedded database's folder: two PGlite instances writing one
// folder corrupt it. The lock is a file in the folder holding the owner's process id, created
// atomically (a hard link of a complete file fails when the name exists). A lock whose process is
// gone (kill -9, a crash, a power cut) is stale and taken over, so a restart never waits. Why not
// proper-lockfile: docs/decisions/data-folder-lock.md.

export const LOCK_FILE = '.studio-server.lock';

/** Another live process holds the folder; the message names the folder and that process. */
export class DataFolderBusyError extends Error {
  name = 'DataFolderBusyError';

  /** @param {string} folder @param {number} pid */
  constructor(folder, pid) {
    super(
      `The data folder ${folder} is in use by another server (process ${pid}). ` +
        'Stop that process, or give this one another DATA_DIR (or a DATABASE_URL).',
    );
    this.folder = folder;
    this.pid = pid;
  }
}

/** @param {number} pid */
function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
}

/** @param {string} file @returns {number | null} the recorded pid; null when unreadable or gone */
function ownerOf(file) {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * The live process holding `folder`'s lock (a server, or a backup reading the folder), or null:
 * the backup command asks that process for the dump, and a restore refuses such a folder.
 * @param {string} folder
 * @returns {number | null}
 */
export function liveOwnerOf(folder) {
  const owner = ownerOf(path.join(folder, LOCK_FILE));
  return owner !== null && owner !== process.pid && isAlive(owner) ? owner : null;
}

/**
 * Takes the lock of `folder` (which must exist) for this process, or throws DataFolderBusyError.
 * Returns the release, which also runs when the process exits (process.exit after a fatal error
 * included), so only a killed process leaves the file behind.
 * @param {string} folder
 * @returns {() => void}
 */
export function lockDataFolder(folder) {
  const file = path.join(folder, LOCK_FILE);
  const draft = `${file}.${process.pid}`;
  writeFileSync(draft, `${process.pid}\n`);
  try {
    // A few rounds: another process may take over the same stale lock in between.
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        linkSync(draft, file);
        return releaseOnExit(file);
      } catch (error) {
        if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
      }
      const owner = ownerOf(file);
      // Our own pid in the file is a previous life of this process id (a container's pid 1
      // restarted): this process opens the folder once (lib/db/client.ts).
      if (owner !== null && owner !== process.pid && isAlive(owner)) throw new DataFolderBusyError(folder, owner);
      rmSync(file, { force: true });
    }
    throw new Error(`The lock ${file} could not be taken: other processes keep taking it over`);
  } finally {
    rmSync(draft, { force: true });
  }
}

/** @param {string} file @returns {() => void} */
function releaseOnExit(file) {
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.off('exit', release);
    if (ownerOf(file) === process.pid) rmSync(file, { force: true });
  };
  process.on('exit', release);
  return release;
}

// @ts-check
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

// One process at a time may open an embedded database's folder: two PGlite instances writing one
// folder corrupt it. The lock is an exclusive lock on a file in the folder, held by the kernel
// for the running process (an fcntl lock, taken through SQLite, which is part of Node): it is
// released when the process ends however it ends (kill -9, a crash), so there is nothing stale to
// judge or remove, and two processes can never both hold it. Why this and not a pid file, a Unix
// socket or flock: docs/decisions/data-folder-lock.md.

/** The holder's process id, written once it holds the lock: for the messages and the backup command's signal. */
export const LOCK_FILE = '.studio-server.lock';
/** The file whose exclusive lock is the lock; its name starts with LOCK_FILE, so a restore leaves both out. */
const LOCK_DATABASE = `${LOCK_FILE}.sqlite`;
// A probe (liveOwnerOf) holds a shared lock for well under a millisecond: a taker waits this long
// rather than mistake the probe for a server.
const TAKE_WAIT_MS = 30;
// The holder writes its pid just after taking the lock: a refused taker waits this long for it.
const OWNER_WAIT_MS = 1_000;
const SQLITE_BUSY = 5;
const SQLITE_LOCKED = 6;

/**
 * What this module uses of `node:sqlite` (the project's @types/node predates it).
 * @typedef {{ exec(sql: string): void, prepare(sql: string): { get(): unknown }, close(): void }} LockConnection
 * @typedef {{ DatabaseSync: new (file: string, options?: { readOnly?: boolean }) => LockConnection }} Sqlite
 */
/** Loaded at run time: bundlers need not know the module. */
const sqlite = () => /** @type {Sqlite} */ (/** @type {unknown} */ (process.getBuiltinModule('node:sqlite')));

/** Another live process holds the folder; the message names the folder and, when known, that process. */
export class DataFolderBusyError extends Error {
  name = 'DataFolderBusyError';

  /** @param {string} folder @param {number | null} pid */
  constructor(folder, pid) {
    super(
      `The data folder ${folder} is in use by another server (${pid === null ? 'a process that did not say which' : `process ${pid}`}). ` +
        'Stop that process, or give this one another DATA_DIR (or a DATABASE_URL).',
    );
    this.folder = folder;
    this.pid = pid;
  }
}

/** @param {unknown} error */
function isBusy(error) {
  const code = /** @type {{ errcode?: number }} */ (error).errcode;
  return code === SQLITE_BUSY || code === SQLITE_LOCKED;
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

/** @param {string} folder @returns {number | null} the recorded pid; null when unreadable or gone */
function recordedOwner(folder) {
  try {
    const pid = Number.parseInt(readFileSync(path.join(folder, LOCK_FILE), 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * The pid of the process holding the lock, once it has written it (it does so right after
 * taking the lock); null if it did not within OWNER_WAIT_MS.
 * @param {string} folder
 */
async function holderOf(folder) {
  const until = Date.now() + OWNER_WAIT_MS;
  for (;;) {
    const pid = recordedOwner(folder);
    if ((pid !== null && pid !== process.pid && isAlive(pid)) || Date.now() > until) return pid;
    await sleep(25);
  }
}

/** @param {string} folder whether a process holds the lock now, asked with a shared lock held for a moment */
function isHeld(folder) {
  let db;
  try {
    db = new (sqlite().DatabaseSync)(path.join(folder, LOCK_DATABASE), { readOnly: true });
  } catch {
    return false; // No lock file: no server has used the folder since it was made.
  }
  try {
    db.exec('PRAGMA busy_timeout = 0');
    db.prepare('select count(*) from sqlite_master').get();
    return false;
  } catch (error) {
    if (isBusy(error)) return true;
    throw error;
  } finally {
    db.close();
  }
}

/**
 * The live process holding `folder`'s lock (a server, or a backup reading the folder), or null:
 * the backup command asks that process for the dump, and a restore refuses such a folder.
 * @param {string} folder
 * @returns {Promise<number | null>}
 */
export async function liveOwnerOf(folder) {
  if (!isHeld(folder)) return null;
  const pid = await holderOf(folder);
  return pid !== null && pid !== process.pid && isAlive(pid) ? pid : null;
}

/**
 * Takes the lock of `folder` (which must exist) for this process, or throws DataFolderBusyError.
 * Returns the release, which also runs when the process exits (process.exit after a fatal error
 * included); a killed process's lock is released by the kernel.
 * @param {string} folder
 * @returns {Promise<() => void>}
 */
export async function lockDataFolder(folder) {
  const db = new (sqlite().DatabaseSync)(path.join(folder, LOCK_DATABASE));
  try {
    db.exec(`PRAGMA busy_timeout = ${TAKE_WAIT_MS}`);
    // Held until the connection closes: the transaction is never committed, nothing is written.
    db.exec('BEGIN EXCLUSIVE');
  } catch (error) {
    db.close();
    if (isBusy(error)) throw new DataFolderBusyError(folder, await holderOf(folder));
    throw error;
  }
  const ownerFile = path.join(folder, LOCK_FILE);
  const draft = `${ownerFile}.${process.pid}`;
  writeFileSync(draft, `${process.pid}\n`, { mode: 0o600 });
  renameSync(draft, ownerFile);
  return releaseOnExit(folder, db);
}

/**
 * PGlite's dump of the folder (for a backup) reads every file in it, the lock's too; and closing
 * any descriptor of a file drops every fcntl lock this process holds on it. So while it dumps,
 * PGlite is given the lock's files as empty (restores leave them out anyway) and never opens them.
 * @param {{ Module: { FS: { readFile: (file: string, options?: object) => Uint8Array } }, dumpDataDir: (compression: 'none') => Promise<Blob> }} pglite
 * @returns {Promise<Blob>}
 */
export async function dumpKeepingLock(pglite) {
  const fs = pglite.Module.FS;
  const readFile = fs.readFile;
  fs.readFile = (file, options) => (path.basename(file).startsWith(LOCK_FILE) ? new Uint8Array(0) : readFile.call(fs, file, options));
  try {
    return await pglite.dumpDataDir('none');
  } finally {
    fs.readFile = readFile;
  }
}

/** @param {string} folder @param {LockConnection} db @returns {() => void} */
function releaseOnExit(folder, db) {
  let held = true;
  // The listener keeps `db` referenced: a collected connection would be closed, and the lock with it.
  const release = () => {
    if (!held) return;
    held = false;
    process.off('exit', release);
    if (recordedOwner(folder) === process.pid) rmSync(path.join(folder, LOCK_FILE), { force: true });
    db.close();
  };
  process.on('exit', release);
  return release;
}

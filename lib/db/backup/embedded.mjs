// @ts-check
import { createReadStream, existsSync, mkdirSync, readdirSync, renameSync, rmSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { createGunzip } from 'node:zlib';
import { dumpKeepingLock, LOCK_FILE, liveOwnerOf } from '../data-folder-lock.mjs';
import { keepPrivate, openDataFolder } from '../private-folder.mjs';
import { writeTarFile } from './backup-file.mjs';
import { CommandError } from './command.mjs';
import { recordBackup } from './record.mjs';
import { BACKUP_SIGNAL, isClaimed, isInside, isRequestFile, placeRequest, takeResult, withdrawRequest } from './requests.mjs';

// Backup and restore of the embedded database (PGlite): its data folder, as PGlite itself dumps
// (dumpDataDir) and loads (loadDataDir) it, gzipped. The folder's other files come along: the
// locally generated auth-secret (so sessions and receipt links stay valid), not the lock or the
// backup requests.

// How long the server has to claim a request (it does so at once), and to write the backup.
const CLAIM_MS = 10_000;
const FINISH_MS = 30 * 60_000;

// As the server opens the folder (lib/db/client.ts): Postgres' default 128 MB of shared buffers
// would add to the copies of the folder that PGlite's dump and load hold in this process.
const startParams = (/** @type {{ defaultStartParams: string[] }} */ PGlite) => [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * Writes a backup of the embedded database in `dataDir` to `output`: through the server that
 * holds the folder, else by opening it here (taking its lock meanwhile).
 * @param {string} dataDir @param {string} output
 * @returns {Promise<number>} the backup's size in bytes
 */
export async function backUpFolder(dataDir, output) {
  if (isInside(dataDir, output)) throw new CommandError(`The backup file must be outside the data folder ${dataDir}.`);
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    throw new CommandError(`${dataDir} holds no database (DATA_DIR): nothing to back up. Is DATA_DIR the folder \`npm start\` uses?`);
  }
  const server = await liveOwnerOf(dataDir);
  return server === null ? backUpHere(dataDir, output) : backUpThroughServer(dataDir, server, output);
}

/** @param {string} dataDir @param {string} output */
async function backUpHere(dataDir, output) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { opened: db, unlock } = await openDataFolder(dataDir, () => PGlite.create(dataDir, { startParams: startParams(PGlite) }));
  try {
    const bytes = await writeTarFile(await dumpKeepingLock(db), output);
    const notNoted = await recordBackup((sql, params) => db.query(sql, params), bytes, 'pglite');
    if (notNoted) console.warn(`The backup is written, but it could not be noted in the database: ${notNoted}`);
    return bytes;
  } finally {
    await db.close().finally(unlock);
  }
}

/** @param {string} dataDir @param {number} server its process id @param {string} output */
async function backUpThroughServer(dataDir, server, output) {
  const id = placeRequest(dataDir, output);
  try {
    process.kill(server, BACKUP_SIGNAL);
  } catch (error) {
    withdrawRequest(dataDir, id);
    throw new CommandError(
      `The server using ${dataDir} (process ${server}) cannot be asked for the backup: ${/** @type {Error} */ (error).message}. Run the backup as the server's user.`,
    );
  }
  const claimBy = Date.now() + CLAIM_MS;
  while (!isClaimed(dataDir, id)) {
    if (Date.now() > claimBy && withdrawRequest(dataDir, id)) {
      throw new CommandError(
        `The server using ${dataDir} (process ${server}) did not take the backup request within ${CLAIM_MS / 1000} s. ` +
          'A server started before backups existed does not answer: restart it, then run the backup again.',
      );
    }
    await sleep(50);
  }
  const finishBy = Date.now() + FINISH_MS;
  for (;;) {
    const result = takeResult(dataDir, id);
    if (result?.ok) return result.bytes;
    if (result) throw new CommandError(`The server (process ${server}) could not write the backup: ${result.error}`);
    if ((await liveOwnerOf(dataDir)) !== server) {
      throw new CommandError(`The server (process ${server}) stopped before the backup was written; run it again.`);
    }
    if (Date.now() > finishBy) {
      throw new CommandError(`The server (process ${server}) did not finish the backup within ${FINISH_MS / 60_000} minutes.`);
    }
    await sleep(100);
  }
}

/**
 * Restores the backup `file` into `dataDir`, which must be missing or empty and used by no
 * server. PGlite loads it into a folder beside `dataDir`, which is renamed into place once the
 * database opened: an interrupted restore leaves `dataDir` as it was.
 * @param {string} file @param {string} dataDir
 */
export async function restoreFolder(file, dataDir) {
  const server = await liveOwnerOf(dataDir);
  if (server !== null) {
    throw new CommandError(`A server (process ${server}) is using ${dataDir}: stop it, or restore into another DATA_DIR.`);
  }
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new CommandError(
      `${dataDir} is not empty: a restore only fills a new or empty DATA_DIR. Move the folder away, or choose another DATA_DIR.`,
    );
  }
  const tar = await readTar(file);
  mkdirSync(path.dirname(dataDir), { recursive: true });
  const staging = path.join(path.dirname(dataDir), `.${path.basename(dataDir)}.restoring-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  try {
    await loadAndCheck(tar, staging, file);
    for (const name of readdirSync(staging)) if (name.startsWith(LOCK_FILE) || isRequestFile(name)) unlinkSync(path.join(staging, name));
    keepPrivate(staging);
    try {
      renameSync(staging, dataDir);
    } catch (error) {
      const code = /** @type {NodeJS.ErrnoException} */ (error).code;
      if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
      throw new CommandError(`${dataDir} was filled while the backup was restored (a server started on it?); nothing was changed.`);
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** The backup's tar, unpacked as it is read: the compressed file is never in memory as a whole. */
async function readTar(/** @type {string} */ file) {
  /** @type {Buffer<ArrayBuffer>[]} */
  const pieces = [];
  await pipeline(createReadStream(file), createGunzip(), async (/** @type {AsyncIterable<Buffer<ArrayBuffer>>} */ source) => {
    for await (const piece of source) pieces.push(piece);
  }).catch((/** @type {Error} */ error) => {
    throw new CommandError(`${file} is damaged or incomplete: ${error.message}`);
  });
  return new Blob(pieces);
}

/** Opens the backup as a database in `folder` (PGlite recovers it as after a crash) and checks it is the site's. */
async function loadAndCheck(/** @type {Blob} */ tar, /** @type {string} */ folder, /** @type {string} */ file) {
  const { PGlite } = await import('@electric-sql/pglite');
  let db;
  try {
    db = await PGlite.create(folder, { loadDataDir: tar, startParams: startParams(PGlite) });
  } catch (error) {
    throw new CommandError(`${file} could not be loaded as a backup of the embedded database: ${/** @type {Error} */ (error).message}`);
  }
  try {
    const { rows } = await db.query(`select to_regclass('public.orders') is not null as ours`);
    if (!(/** @type {{ ours: boolean }} */ (rows[0])?.ours))
      throw new CommandError(`${file} holds a database, but not the site's (no orders table).`);
  } finally {
    await db.close();
  }
}

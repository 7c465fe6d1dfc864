// @ts-check
import { randomUUID } from 'node:crypto';
import { existsSync, lstatSync, readdirSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

// The backup command asks the server holding an embedded database's folder for a dump: a request
// file in the folder, then BACKUP_SIGNAL; the server answers with a result file. Only the server's
// user (or root) can ask; nothing listens on the network (docs/decisions/backups.md).

/** Ignored by a process that has no handler, unlike SIGUSR2, whose default ends the process. */
export const BACKUP_SIGNAL = 'SIGURG';

const PREFIX = '.backup-';
const REQUEST = /^\.backup-request-([0-9a-f-]{36})\.json$/;

const requestSchema = z.object({
  output: z.string().refine((output) => path.isAbsolute(output), 'the backup file must be an absolute path'),
});
const resultSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), bytes: z.number(), seconds: z.number() }),
  z.object({ ok: z.literal(false), error: z.string() }),
]);

/** @typedef {z.infer<typeof resultSchema>} BackupResult */

/** Requests, results and their drafts: no part of the database, left out of a restored folder. */
export const isRequestFile = (/** @type {string} */ name) => name.startsWith(PREFIX);

/** @param {string} folder @param {'request' | 'claimed' | 'result'} kind @param {string} id */
const fileOf = (folder, kind, id) => path.join(folder, `${PREFIX}${kind}-${id}.json`);

/** Writes `value` as JSON under `target` so that a reader never sees half of it. */
function writeJson(/** @type {string} */ target, /** @type {unknown} */ value) {
  const draft = `${target}.${process.pid}.tmp`;
  writeFileSync(draft, JSON.stringify(value), { mode: 0o600 });
  renameSync(draft, target);
}

/** True when `output` is `folder` or inside it: a backup there would be part of the next one. */
export function isInside(/** @type {string} */ folder, /** @type {string} */ output) {
  const relative = path.relative(folder, output);
  return !relative.startsWith('..') && !path.isAbsolute(relative);
}

// The command's side.

/** Asks for a dump of `folder` into `output` (absolute); the request's id. */
export function placeRequest(/** @type {string} */ folder, /** @type {string} */ output) {
  const id = randomUUID();
  writeJson(fileOf(folder, 'request', id), { output });
  return id;
}

/** Whether the server has claimed the request. */
export const isClaimed = (/** @type {string} */ folder, /** @type {string} */ id) => !existsSync(fileOf(folder, 'request', id));

/** Takes back a request; false when the server has claimed it after all. */
export function withdrawRequest(/** @type {string} */ folder, /** @type {string} */ id) {
  try {
    unlinkSync(fileOf(folder, 'request', id));
    return true;
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return false;
    throw error;
  }
}

/**
 * The server's answer, removed once read; null while there is none.
 * @param {string} folder @param {string} id
 * @returns {BackupResult | null}
 */
export function takeResult(folder, id) {
  const file = fileOf(folder, 'result', id);
  if (!existsSync(file)) return null;
  try {
    return resultSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  } finally {
    rmSync(file, { force: true });
  }
}

// The server's side.

/**
 * Claims every waiting request of `folder`, each once however many signals arrive: a request is
 * renamed away before it is read. A request another user wrote (a process that could write into
 * the folder but not signal the server) or one that is malformed is answered with an error.
 * @param {string} folder
 * @returns {{ id: string, output: string }[]}
 */
export function claimRequests(folder) {
  /** @type {{ id: string, output: string }[]} */
  const claimed = [];
  for (const name of readdirSync(folder)) {
    const id = REQUEST.exec(name)?.[1];
    if (!id) continue;
    const file = fileOf(folder, 'claimed', id);
    try {
      renameSync(path.join(folder, name), file);
    } catch {
      continue; // another round of this server took it
    }
    try {
      const stat = lstatSync(file);
      if (!stat.isFile() || stat.uid !== process.getuid?.()) throw new Error('the request file does not belong to the server’s user');
      const { output } = requestSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
      if (isInside(folder, output)) throw new Error('the backup file must be outside the data folder');
      claimed.push({ id, output });
    } catch (error) {
      answerRequest(folder, id, { ok: false, error: `refused request: ${/** @type {Error} */ (error).message}` });
    } finally {
      rmSync(file, { force: true });
    }
  }
  return claimed;
}

/** The server's answer to request `id`. */
export const answerRequest = (/** @type {string} */ folder, /** @type {string} */ id, /** @type {BackupResult} */ result) =>
  writeJson(fileOf(folder, 'result', id), result);

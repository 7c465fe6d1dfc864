// @ts-check
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import nextEnv from '@next/env';
import { ConfigError, parseSettings } from '../../server/settings.mjs';
import { DataFolderBusyError } from '../data-folder-lock.mjs';
import { BackupFileExistsError } from './backup-file.mjs';

// What scripts/backup.mjs and scripts/restore.mjs share: their settings, argument and ending.

/** A refusal or failure the user can act on: its message is all they need to see. */
export class CommandError extends Error {
  name = 'CommandError';
}

/** The command line is wrong: exit code 2, with the usage. */
class UsageError extends Error {
  name = 'UsageError';
}

/** @typedef {{ databaseUrl: string } | { dataDir: string }} DatabaseLocation */

/**
 * Where the site's data lives, read as `npm start` reads it: the .env files for production loaded
 * by Next's loader, then DATABASE_URL and DATA_DIR by the parsers of lib/server/settings.mjs.
 * @returns {DatabaseLocation}
 */
export function databaseLocation() {
  Object.assign(process.env, { NODE_ENV: 'production' });
  nextEnv.loadEnvConfig(process.cwd(), false, { info: () => undefined, error: console.error });
  const { DATABASE_URL, DATA_DIR } = parseSettings(['DATABASE_URL', 'DATA_DIR']);
  if (DATABASE_URL) return { databaseUrl: DATABASE_URL };
  if (DATA_DIR.startsWith('memory://')) throw new CommandError('DATA_DIR is memory://, a database that lives only inside one process.');
  return { dataDir: path.resolve(process.cwd(), DATA_DIR) };
}

/**
 * The command's one file argument (absolute), or undefined when `optional` and absent.
 * @param {string} usage
 * @param {{ optional: boolean }} options
 */
export function fileArgument(usage, { optional }) {
  let parsed;
  try {
    parsed = parseArgs({ allowPositionals: true, options: { help: { type: 'boolean', short: 'h' } } });
  } catch (error) {
    throw new UsageError(`${/** @type {Error} */ (error).message}\n\n${usage}`);
  }
  if (parsed.values.help) {
    console.log(usage);
    process.exit(0);
  }
  const [file, ...extra] = parsed.positionals;
  if (extra.length > 0 || (!file && !optional)) throw new UsageError(usage);
  return file === undefined ? undefined : path.resolve(file);
}

/**
 * Where a backup goes: `file`, else backups/studio-<UTC time>.<extension> in the working
 * directory. Its folder is made (owner-only) if missing; an existing file is refused now rather
 * than after the dump.
 * @param {string | undefined} file
 * @param {string} extension
 */
export function backupTarget(file, extension) {
  const stamp = new Date()
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
  const target = file ?? path.resolve('backups', `studio-${stamp}.${extension}`);
  if (existsSync(target)) throw new BackupFileExistsError(target);
  mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
  return target;
}

/** Runs a command: a known refusal prints its message alone; exit code 0, 1 (refused, failed) or 2 (usage). */
export async function runCommand(/** @type {() => Promise<void>} */ main) {
  try {
    await main();
    process.exit(0);
  } catch (error) {
    const known = [CommandError, UsageError, ConfigError, DataFolderBusyError, BackupFileExistsError].some((kind) => error instanceof kind);
    console.error(known ? `\n${/** @type {Error} */ (error).message}\n` : error);
    process.exit(error instanceof UsageError ? 2 : 1);
  }
}

/** Seconds since `started` (performance.now()), for the report. */
export const secondsSince = (/** @type {number} */ started) => ((performance.now() - started) / 1000).toFixed(1);

/** A file's size for the report. */
export const fileSize = (/** @type {number} */ bytes) => (bytes < 1e6 ? `${Math.ceil(bytes / 1e3)} kB` : `${(bytes / 1e6).toFixed(1)} MB`);

// @ts-check
import { createWriteStream } from 'node:fs';
import { link, open, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';

// A backup file appears complete and on disk, or not at all: it is written to a draft beside it,
// flushed, then linked to its name. A link, unlike a rename, fails when the name exists, so an
// earlier backup is never replaced. Owner-only: a backup holds customers' addresses and orders.

/** The named file exists already: the message says so. */
export class BackupFileExistsError extends Error {
  name = 'BackupFileExistsError';

  /** @param {string} file */
  constructor(file) {
    super(`${file} exists already: choose another file name, or remove it first`);
  }
}

/**
 * Makes `output` with `write(draft)`, a path beside it that `write` creates.
 * @param {string} output absolute
 * @param {(draft: string) => Promise<void>} write
 * @returns {Promise<number>} the file's size in bytes
 */
export async function publishFile(output, write) {
  const draft = path.join(path.dirname(output), `.${path.basename(output)}.partial-${process.pid}`);
  try {
    await write(draft);
    const handle = await open(draft, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    await link(draft, output).catch((/** @type {NodeJS.ErrnoException} */ error) => {
      throw error.code === 'EEXIST' ? new BackupFileExistsError(output) : error;
    });
    return (await stat(output)).size;
  } finally {
    await rm(draft, { force: true });
  }
}

/**
 * Writes PGlite's dump of its folder (an uncompressed tar) to `output`, gzipped. Compressed here,
 * not by PGlite: PGlite would compress while it holds its query lock, holding up the site's
 * requests; zlib runs on Node's thread pool while they go on. The fastest level: a large folder is
 * mostly product files, compressed already (docs/decisions/backups.md#figures).
 * @param {Blob} tar
 * @param {string} output absolute
 */
export function writeTarFile(tar, output) {
  return publishFile(output, (draft) =>
    pipeline(
      Readable.fromWeb(/** @type {import('node:stream/web').ReadableStream} */ (tar.stream())),
      createGzip({ level: 1 }),
      createWriteStream(draft, { flags: 'wx', mode: 0o600 }),
    ),
  );
}

// @ts-check
// `npm run restore <file>`: brings a backup of `npm run backup` back into an empty database: the
// embedded database's folder DATA_DIR (new or empty, no server on it), or the empty Postgres
// database of DATABASE_URL. Nothing is half-written: see lib/db/backup/embedded.mjs and postgres.mjs.
import { open } from 'node:fs/promises';
import { CommandError, databaseLocation, fileArgument, runCommand, secondsSince } from '../lib/db/backup/command.mjs';
import { ownerOnlyFiles } from '../lib/db/private-folder.mjs';

// What this command writes (the data folder it opens or restores, the backup) is its owner's alone.
ownerOnlyFiles();

const USAGE = `Usage: npm run restore <file>

Restores a backup made by \`npm run backup\` into the database the site is configured with: the
empty Postgres database of DATABASE_URL, else a new or empty DATA_DIR. Start the site afterwards.`;

/** What made `file`, by its first bytes: pg_dump's custom format or a gzipped PGlite folder. */
async function kindOf(/** @type {string} */ file) {
  const handle = await open(file, 'r').catch((/** @type {Error} */ error) => {
    throw new CommandError(`${file} cannot be read: ${error.message}`);
  });
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(5), 0, 5, 0);
    const head = buffer.subarray(0, bytesRead);
    if (head.toString('latin1') === 'PGDMP') return 'postgres';
    if (head[0] === 0x1f && head[1] === 0x8b) return 'embedded';
    throw new CommandError(`${file} is no backup of \`npm run backup\` (neither pg_dump's custom format nor a gzipped database folder).`);
  } finally {
    await handle.close();
  }
}

await runCommand(async () => {
  const file = /** @type {string} */ (fileArgument(USAGE, { optional: false }));
  const location = databaseLocation();
  const kind = await kindOf(file);
  const started = performance.now();
  if ('databaseUrl' in location) {
    if (kind !== 'postgres')
      throw new CommandError(`${file} is a backup of the embedded database: unset DATABASE_URL to restore it into DATA_DIR.`);
    const { restoreDatabase } = await import('../lib/db/backup/postgres.mjs');
    await restoreDatabase(file, location.databaseUrl);
    console.log(
      `Restored ${file} into the Postgres database ${new URL(location.databaseUrl).pathname.slice(1)} in ${secondsSince(started)} s.`,
    );
  } else {
    if (kind !== 'embedded')
      throw new CommandError(`${file} is a backup of a Postgres database: set DATABASE_URL to an empty database to restore it.`);
    const { restoreFolder } = await import('../lib/db/backup/embedded.mjs');
    await restoreFolder(file, location.dataDir);
    console.log(`Restored ${file} into ${location.dataDir} in ${secondsSince(started)} s.`);
  }
});

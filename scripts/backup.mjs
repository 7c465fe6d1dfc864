// @ts-check
// `npm run backup [file]`: a consistent snapshot of the site's database, taken while the site
// serves, written to `file` (default backups/studio-<UTC time>.tar.gz, or .pgdump for Postgres).
// It reads DATABASE_URL and DATA_DIR as `npm start` does. The embedded database is dumped by the
// server holding its folder, or here when none runs; a Postgres database by pg_dump. What a
// backup holds and how to schedule it: docs/operations.md#backups.
import { backupTarget, databaseLocation, fileArgument, fileSize, runCommand, secondsSince } from '../lib/db/backup/command.mjs';
import { ownerOnlyFiles } from '../lib/db/private-folder.mjs';

// What this command writes (the data folder it opens or restores, the backup) is its owner's alone.
ownerOnlyFiles();

const USAGE = `Usage: npm run backup [file]

Writes a backup of the site's database (DATABASE_URL, else the embedded one in DATA_DIR) to file,
by default backups/studio-<UTC time>.tar.gz (.pgdump for Postgres). An existing file is never replaced.`;

await runCommand(async () => {
  const file = fileArgument(USAGE, { optional: true });
  const location = databaseLocation();
  const started = performance.now();
  let bytes;
  let what;
  if ('databaseUrl' in location) {
    const { backUpDatabase, recordPostgresBackup } = await import('../lib/db/backup/postgres.mjs');
    const output = backupTarget(file, 'pgdump');
    bytes = await backUpDatabase(location.databaseUrl, output);
    const notNoted = await recordPostgresBackup(location.databaseUrl, bytes);
    if (notNoted) console.warn(`The backup is written, but it could not be noted in the database: ${notNoted}`);
    what = `the Postgres database ${new URL(location.databaseUrl).pathname.slice(1)} into ${output}`;
  } else {
    const { backUpFolder } = await import('../lib/db/backup/embedded.mjs');
    const output = backupTarget(file, 'tar.gz');
    bytes = await backUpFolder(location.dataDir, output);
    what = `the embedded database in ${location.dataDir} into ${output}`;
  }
  console.log(`Backed up ${what}: ${fileSize(bytes)} in ${secondsSince(started)} s.`);
});

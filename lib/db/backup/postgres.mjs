// @ts-check
import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import pg from 'pg';
import { publishFile } from './backup-file.mjs';
import { CommandError } from './command.mjs';
import { recordBackup } from './record.mjs';

// Backup and restore of a Postgres server's database with Postgres' own tools: pg_dump's custom
// format (a consistent snapshot taken in one transaction while the site writes on), restored by
// pg_restore in one transaction, so a failed restore leaves nothing behind.

/**
 * libpq's variables for DATABASE_URL: the password stays out of the command line (which `ps`
 * shows), and the URL's parameters for the site's own driver (query_timeout) stay out of libpq,
 * which refuses ones it does not know.
 * @param {string} url
 */
function libpqEnv(url) {
  const parsed = new URL(url);
  const params = parsed.searchParams;
  /** @type {Record<string, string | undefined>} */
  const env = {
    PGHOST: params.get('host') ?? (decodeURIComponent(parsed.hostname).replace(/^\[(.*)\]$/, '$1') || undefined),
    PGPORT: params.get('port') ?? (parsed.port || undefined),
    PGUSER: params.get('user') ?? (decodeURIComponent(parsed.username) || undefined),
    PGPASSWORD: params.get('password') ?? (decodeURIComponent(parsed.password) || undefined),
    PGDATABASE: decodeURIComponent(parsed.pathname.slice(1)) || undefined,
    PGSSLMODE: params.get('sslmode') ?? undefined,
    PGSSLROOTCERT: params.get('sslrootcert') ?? undefined,
    PGSSLCERT: params.get('sslcert') ?? undefined,
    PGSSLKEY: params.get('sslkey') ?? undefined,
  };
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined));
}

/**
 * Runs pg_dump or pg_restore against `url`; its messages pass through to the user.
 * @param {'pg_dump' | 'pg_restore'} tool @param {string[]} args @param {string} url
 */
function run(tool, args, url) {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...libpqEnv(url) } });
    child.once('error', (error) => {
      const missing = /** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT';
      reject(
        missing
          ? new CommandError(
              `${tool} was not found on PATH. Install Postgres' client tools of the server's major version or newer ` +
                `(Debian and Ubuntu: apt-get install postgresql-client), or put their folder on PATH.`,
            )
          : error,
      );
    });
    child.once('exit', (code, signal) => {
      if (code === 0) resolve(undefined);
      else reject(new CommandError(`${tool} failed (${signal ?? `exit code ${code}`}); its messages are above.`));
    });
  });
}

/**
 * Writes a backup of the database at `url` to `output` (pg_dump's custom format).
 * @param {string} url @param {string} output
 */
export function backUpDatabase(url, output) {
  return publishFile(output, async (draft) => {
    // Made owner-only first: pg_dump keeps the mode of the file it writes into.
    await writeFile(draft, '', { flag: 'wx', mode: 0o600 });
    // The fastest compression: product files are compressed already (docs/decisions/backups.md#figures).
    await run('pg_dump', ['--format=custom', '--compress=1', `--file=${draft}`], url);
  });
}

/**
 * Notes a backup of `bytes` in the database at `url` (record.mjs); why not, or null.
 * @param {string} url @param {number} bytes
 */
export async function recordPostgresBackup(url, bytes) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
    return await recordBackup((sql, params) => client.query(sql, params), bytes, 'postgres');
  } catch (error) {
    return /** @type {Error} */ (error).message;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Restores the backup `file` into the database at `url`, which must hold no tables yet.
 * @param {string} file @param {string} url
 */
export async function restoreDatabase(file, url) {
  const database = libpqEnv(url).PGDATABASE;
  if (!database) throw new CommandError('DATABASE_URL names no database (postgres://user@host:5432/database): a restore needs one.');
  const tables = await countTables(url);
  if (tables > 0) {
    throw new CommandError(
      `The database ${database} on ${new URL(url).host} is not empty (${tables} tables): a restore only fills a new, empty ` +
        'database. Create one (createdb) and point DATABASE_URL at it.',
    );
  }
  // Owners and grants of the database that was backed up may not exist here: the restoring user owns everything.
  const dbname = `dbname='${database.replace(/[\\']/g, '\\$&')}'`;
  await run('pg_restore', ['--single-transaction', '--exit-on-error', '--no-owner', '--no-privileges', `--dbname=${dbname}`, file], url);
}

/** @param {string} url @returns {Promise<number>} the tables, views and sequences outside Postgres' own schemas */
async function countTables(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect().catch((/** @type {Error} */ error) => {
    throw new CommandError(`The database of DATABASE_URL cannot be reached: ${error.message}`);
  });
  try {
    const { rows } = await client.query(
      `select count(*)::int as count from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'p', 'v', 'm', 'S') and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'`,
    );
    return /** @type {{ count: number }} */ (rows[0]).count;
  } finally {
    await client.end();
  }
}

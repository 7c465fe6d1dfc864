import { spawnSync } from 'node:child_process';
import { chmodSync, lstatSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LOCK_FILE } from '@/lib/db/data-folder-lock.mjs';
import { copyOfTemplate } from '../support/pglite-template';

// The embedded database's folder as the server opens it (lib/db/client.ts through
// openDataFolder), in a process started with the usual umask 022 on a folder that already exists
// and that others can read and write, as PGlite and an older version left it (the folder 0755,
// its files 0666): afterwards nothing in it is open to others, and one warning line names what was.

const MODULE = path.resolve('lib/db/private-folder.mjs');
const OPEN = `
const { openDataFolder } = await import(${JSON.stringify(MODULE)});
const { PGlite } = await import('@electric-sql/pglite');
const folder = process.argv[1];
const { opened, unlock } = await openDataFolder(folder, () => PGlite.create(folder));
await opened.query('create table notes (body text)');
await opened.query("insert into notes values ('written after the start')");
await opened.close();
unlock();`;

/** Every entry below `folder` with its permission bits. */
function modes(folder: string): Array<[string, number]> {
  const names = ['.', ...readdirSync(folder, { recursive: true, encoding: 'utf8' })];
  return names.map((name) => [name, lstatSync(path.join(folder, name)).mode & 0o777]);
}
const openToOthers = (folder: string) => modes(folder).filter(([, mode]) => mode & 0o077);

it('leaves nothing in a world-readable data folder open to others after a start with umask 022, naming what was in one line', async () => {
  // The run's template is a new folder the app's own code opened (lib/db/client.ts): what PGlite
  // wrote there 0666 was made private after it opened.
  const { dataDir: folder, remove } = await copyOfTemplate();
  try {
    expect(modes(folder).length).toBeGreaterThan(900);
    expect(openToOthers(folder)).toEqual([]);

    // As an older version left it: folders 0755, files 0666, and a file of the operator's; no lock.
    for (const name of readdirSync(folder)) if (name.startsWith(LOCK_FILE)) rmSync(path.join(folder, name));
    for (const [name] of modes(folder)) {
      const entry = path.join(folder, name);
      chmodSync(entry, lstatSync(entry).isDirectory() ? 0o755 : 0o666);
    }
    writeFileSync(path.join(folder, 'notes.txt'), 'an address');
    chmodSync(path.join(folder, 'notes.txt'), 0o644);
    const before = openToOthers(folder).length;

    // The warning is a log line (jest's NODE_ENV would silence it).
    const run = spawnSync('sh', ['-c', `umask 022 && exec "${process.execPath}" --input-type=module -e "$0" "$1"`, OPEN, folder], {
      encoding: 'utf8',
      env: { ...process.env, LOG_LEVEL: 'warn' },
    });
    expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: expect.any(String) });

    expect(openToOthers(folder)).toEqual([]);
    const warnings = run.stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { level: string; area?: string; folder?: string; count?: number; msg: string })
      .filter((line) => line.area === 'data');
    expect(warnings).toEqual([
      expect.objectContaining({
        level: 'warn',
        folder,
        count: before,
        msg: expect.stringMatching(
          new RegExp(
            `^entries of the data folder were open to other users and are now its owner's alone \\(0700/0600\\): \\., (\\S+, ){8}\\S+ and ${before - 10} more$`,
          ),
        ),
      }),
    ]);
    // The folder's own entries are named first.
    expect(warnings[0]!.msg).toContain(': ., PG_VERSION, base, global, notes.txt, ');
  } finally {
    remove();
  }
});

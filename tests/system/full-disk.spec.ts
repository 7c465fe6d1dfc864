import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { BEHIND_TEST_PROXY, startServer, systemPort, type ServerProcess } from '../support/server-process';
import { postContactMessage } from '../support/site-http';
import { readStoredRecords } from '../support/stored-records';

// The embedded database's disk fills up while visitors write. Postgres then cannot begin its next
// WAL segment, a PANIC. The server must exit (for a supervisor to restart it) or go on answering,
// never hang; once there is room again, a restart serves everything it acknowledged.

const DISK_MB = 96;
// Left free beside a filler file: less than a WAL segment (16 MB), so the next one cannot be made,
// and more than the tables grow while the WAL fills the current one (it holds each new row too).
const LEFT_FREE_MB = 15;
const WRITERS = 4;
// Large messages (the most the form takes) fill the WAL sooner; random, as Postgres would compress
// repeated text.
const messageText = (n: number) => `full disk ${n} ${randomBytes(3_750).toString('base64')}`.slice(0, 5_000);
const WRITE_TIMEOUT_MS = 10_000;
// A limit, not a duration: the writes end when the server stops answering, once the WAL's current
// segment is full (42 s on a busy machine, about 1,300 messages). It takes what it takes: the
// segment's size is Postgres's, and the disk must be too small for the next one.
const WRITING_MS = 60_000;
// A server that refuses writes instead of exiting has shown that it goes on answering: this many
// refusals end the writes instead of the limit above.
const ENOUGH_REFUSALS = 20;
const VERDICT_MS = 15_000;

function mountTmpfs(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'studio-full-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${DISK_MB}m`, 'tmpfs', dir], { stdio: 'pipe' });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    const reason = String((error as { stderr?: Buffer }).stderr ?? error).trim();
    throw new Error(
      `This test needs a small disk of its own: mounting a tmpfs at ${dir} failed (it takes root or CAP_SYS_ADMIN): ${reason}`,
    );
  }
  return dir;
}

function unmount(dir: string): void {
  try {
    execFileSync('umount', [dir], { stdio: 'pipe' });
  } catch {
    // Still busy (a server that would not die): detach it now, the kernel frees it once unused.
    execFileSync('umount', ['-l', dir], { stdio: 'pipe' });
  }
  rmSync(dir, { recursive: true, force: true });
}

/** Fills the disk of `dir` up to `leftFreeMb`. */
function fillDisk(dir: string, leftFreeMb: number): string {
  const { bavail, bsize } = statfsSync(dir);
  const filler = path.join(dir, 'filler');
  writeFileSync(filler, Buffer.alloc(Math.max(0, bavail * bsize - leftFreeMb * 1024 * 1024)));
  return filler;
}

interface Writes {
  acknowledged: string[];
  refused: number;
  /** Why the writers stopped before their time was up: the server went away or stopped answering. */
  stopped?: string;
}

/** Contact messages from several visitors at once, until the server stops answering or time is up. */
async function writeUntilStopped(origin: string): Promise<Writes> {
  const writes: Writes = { acknowledged: [], refused: 0 };
  const deadline = Date.now() + WRITING_MS;
  let sent = 0;
  const writer = async () => {
    while (!writes.stopped && writes.refused < ENOUGH_REFUSALS && Date.now() < deadline) {
      const n = (sent += 1);
      // One address per message: five from one address in ten minutes are refused.
      const sending = postContactMessage(origin, messageText(n), `10.9.${(n >> 8) & 255}.${n & 255}`);
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(resolve, WRITE_TIMEOUT_MS, 'timeout')));
      try {
        const answer = await Promise.race([sending, timeout]);
        if (answer === 'timeout') writes.stopped ??= `message ${n} had no answer within ${WRITE_TIMEOUT_MS / 1000} s`;
        else if (answer.ok) writes.acknowledged.push(answer.value);
        else writes.refused += 1;
      } catch (error) {
        writes.stopped ??= `message ${n}: ${String(error)}`;
      } finally {
        clearTimeout(timer);
      }
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, writer));
  return writes;
}

/** Whether the server exited or answers a static file quickly; throws if it does neither. */
async function exitedOrAnswering(server: ServerProcess): Promise<'exited' | 'answering'> {
  const deadline = Date.now() + VERDICT_MS;
  while (Date.now() < deadline) {
    if (server.exitStatus() !== null) return 'exited';
    try {
      if ((await fetch(`${server.origin}/robots.txt`, { signal: AbortSignal.timeout(2_000) })).ok) return 'answering';
    } catch {
      // No answer (yet).
    }
    await sleep(250);
  }
  throw new Error(`The server hangs: it neither exited nor answered /robots.txt within ${VERDICT_MS / 1000} s of the disk filling up`);
}

test('a full disk makes the server exit or go on answering, and a restart keeps every acknowledged write', async () => {
  test.setTimeout(120_000);
  const disk = mountTmpfs();
  let server: ServerProcess | undefined;
  try {
    server = await startServer({ port: systemPort(6), dataDir: path.join(disk, 'data'), env: BEHIND_TEST_PROXY });
    const filler = fillDisk(disk, LEFT_FREE_MB);
    const startedAt = Date.now();
    const writes = await writeUntilStopped(server.origin);
    console.log(
      `${((Date.now() - startedAt) / 1000).toFixed(1)} s of writes on the full disk: ${writes.acknowledged.length} messages ` +
        `acknowledged, ${writes.refused} refused; the writers stopped: ${writes.stopped ?? 'no'}`,
    );
    const outcome = await exitedOrAnswering(server);
    console.log(`the server ${outcome === 'exited' ? `exited (${server.exitStatus()})` : 'answers'}`);
    expect(writes.stopped !== undefined || writes.refused > 0, 'the writes should have run into the full disk').toBe(true);
    if (outcome === 'exited') {
      expect(server.exitStatus(), 'exit status').not.toBe(0);
      expect(readFileSync(server.logFile, 'utf8'), 'the log should say why the server stopped').toMatch(
        /"level":"fatal".*"area":"db".*No space left on device.*fatal error/,
      );
    }

    rmSync(filler);
    await server.stop();
    const stored = await readStoredRecords({ dataDir: server.dataDir });
    expect(
      writes.acknowledged.filter((message) => !stored.contactMessages.has(message)),
      'acknowledged messages that are missing',
    ).toEqual([]);

    await server.restart();
    expect((await fetch(`${server.origin}/robots.txt`)).ok, 'robots.txt after the restart').toBe(true);
    expect(await postContactMessage(server.origin, 'written after the restart', '10.10.0.1'), 'a message after the restart').toMatchObject({
      ok: true,
    });
  } finally {
    if (server)
      await test
        .info()
        .attach('server.log', { path: server.logFile })
        .catch(() => undefined);
    await server?.dispose();
    unmount(disk);
  }
});
